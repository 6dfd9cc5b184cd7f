import { Link } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';
import type { NavWidgetEntry } from '../../lib/feature-face';
import { useSessionUser } from '../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { ComposedNav } from '../compose';
import { OnlineIndicator } from './online-indicator';

/**
 * The logo, the live state and the faces' controls (the boater's calls, the theme, the account).
 * On a phone the boater's calls and chats get a row of their own under it (the top navigation
 * that holds the chats on a wide screen is a tab bar there), and the theme moves to the tab bar's
 * "Mere" menu.
 */
export function Header({ nav }: { nav: Pick<ComposedNav, 'header' | 'phoneHeader' | 'phoneRow'> }) {
  const member = useSessionUser() !== null;
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <header className={member ? 'app-header is-member' : 'app-header'}>
      <Link to={ROUTES.dashboard} className="logo" aria-label="Havhjælp forside">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>Havhjælp</span>
      </Link>
      <OnlineIndicator />
      <div className="header-actions">
        <Widgets entries={phone ? nav.phoneHeader : nav.header} />
      </div>
      {phone && member && (
        <div className="header-calls">
          <Widgets entries={nav.phoneRow} />
        </div>
      )}
    </header>
  );
}

function Widgets({ entries }: { entries: readonly NavWidgetEntry[] }) {
  return entries.map(({ widget: Widget }, index) => <Widget key={index} />);
}
