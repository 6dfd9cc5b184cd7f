import { Link } from 'react-router';
import { APP_VERSION, SAFETY_STATEMENT } from '@havhjaelp/common/app-info';
import type { NavActionEntry, NavLinkEntry } from '../../lib/feature-face';
import { usePublicConfig } from '../../lib/public-config';
import type { ComposedNav } from '../compose';

/** The safety statement, the faces' footer entries, and the emergency number, which is the app's own. */
export function Footer({ entries }: { entries: ComposedNav['footer'] }) {
  const { emergencyPhone } = usePublicConfig();
  return (
    <footer className="app-footer">
      <p className="footer-safety">{SAFETY_STATEMENT}</p>
      <nav className="footer-links" aria-label="Juridisk og hjælp">
        {entries.map((entry) =>
          'to' in entry ? (
            <FooterLink key={entry.to} entry={entry} />
          ) : (
            <FooterAction key={entry.label} entry={entry} />
          ),
        )}
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

function FooterLink({ entry: { to, label, external } }: { entry: NavLinkEntry }) {
  return external ? (
    <a href={to} target="_blank" rel="noopener">
      {label}
    </a>
  ) : (
    <Link to={to}>{label}</Link>
  );
}

function FooterAction({ entry }: { entry: NavActionEntry }) {
  const act = entry.useAction();
  return (
    <button type="button" className="link-button" onClick={act}>
      {entry.label}
    </button>
  );
}
