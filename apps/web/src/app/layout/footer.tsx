import { Link } from 'react-router';
import { APP_VERSION, SAFETY_STATEMENT } from '@havhjaelp/common/app-info';
import { ROUTES, TEST_DASHBOARD_PATH } from '@havhjaelp/common/routes';
import { usePublicConfig } from '../../lib/public-config';
import { useSupport } from '../../features/support';
import { GUIDE_AND_LEGAL } from './nav-places';

export function Footer() {
  const { emergencyPhone } = usePublicConfig();
  const { openSupport } = useSupport();
  return (
    <footer className="app-footer">
      <p className="footer-safety">{SAFETY_STATEMENT}</p>
      <nav className="footer-links" aria-label="Juridisk og hjælp">
        {GUIDE_AND_LEGAL.map(({ to, label }) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
        <Link to={`${ROUTES.privacy}#rettigheder`}>Dine GDPR-rettigheder</Link>
        <a href={TEST_DASHBOARD_PATH} target="_blank" rel="noopener">
          Testdashboard
        </a>
        <button type="button" className="link-button" onClick={openSupport}>
          Support
        </button>
      </nav>
      <p className="footer-meta">
        <a className="emergency-link" href={`tel:${emergencyPhone.replace(/\s/g, '')}`}>
          Nødopkald: {emergencyPhone}
        </a>
        <span className="version">{APP_VERSION}</span>
      </p>
    </footer>
  );
}
