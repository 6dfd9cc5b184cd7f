import { ROUTES } from '@havhjaelp/common/routes';
import { NavLink } from 'react-router';
import type { ComposedNav } from '../compose';

/** A wide screen's navigation, under the header (a phone has the tab bar instead). */
export function MainNav({ entries }: { entries: ComposedNav['main'] }) {
  return (
    <nav className="main-nav" aria-label="Hovedmenu">
      {entries.map((entry) => {
        if ('widget' in entry) {
          const Widget = entry.widget;
          return <Widget key={entry.at.main} />;
        }
        return (
          <NavLink
            key={entry.to}
            to={entry.to}
            end={entry.to === ROUTES.dashboard}
            className="nav-link"
          >
            {entry.label}
          </NavLink>
        );
      })}
    </nav>
  );
}
