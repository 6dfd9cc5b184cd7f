import { Outlet } from 'react-router';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { MainNav } from './main-nav';

export function AppLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Spring til indhold
      </a>
      <Header />
      <MainNav />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
