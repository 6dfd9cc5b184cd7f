import type { PublicConfig } from '@havhjaelp/common/public-config';
import { ROUTES } from '@havhjaelp/common/routes';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/ui/page';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { usePublicConfig } from '../../lib/public-config';
import { useSupport } from '../support';
import './legal.css';

/** What a section's text may depend on: the run-time settings and the support form. */
export interface LegalContext extends PublicConfig {
  openSupport: () => void;
}

export interface LegalSectionData {
  /** Anchor for deep links such as /privacy-policy#rettigheder. */
  id: string;
  title: string;
  /** Shown as a prominent warning box (the terms' emergency section). */
  critical?: boolean;
  body: (ctx: LegalContext) => ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lead: ReactNode;
  /** ISO date and its Danish spelling, e.g. ['2025-10-15', '15. oktober 2025']. */
  updated: [iso: string, label: string];
  safetyExtra?: string;
  sections: readonly LegalSectionData[];
}

/** A legal page: heading, date, back button, safety notice, contents and numbered sections. */
export function LegalDocument({ title, lead, updated, safetyExtra, sections }: LegalDocumentProps) {
  const config = usePublicConfig();
  const { openSupport } = useSupport();
  const ctx: LegalContext = { ...config, openSupport };
  useScrollToHash();
  return (
    <Page title={title} lead={lead} className="legal">
      <p className="muted small">
        Sidst opdateret: <time dateTime={updated[0]}>{updated[1]}</time>
      </p>
      <BackButton />
      <SafetyNotice extra={safetyExtra} />
      <nav aria-label="Indhold" className="legal-toc">
        <p className="small">
          <strong>Indhold</strong>
        </p>
        <ol className="small">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <LegalSection
          key={section.id}
          number={index + 1}
          id={section.id}
          title={section.title}
          critical={section.critical}
        >
          {section.body(ctx)}
        </LegalSection>
      ))}
    </Page>
  );
}

interface LegalSectionProps {
  number: number;
  id: string;
  title: string;
  critical?: boolean;
  children: ReactNode;
}

export function LegalSection({ number, id, title, critical, children }: LegalSectionProps) {
  const headingId = `${id}-overskrift`;
  return (
    <section id={id} aria-labelledby={headingId} className={critical ? 'safety-notice' : undefined}>
      <h2 id={headingId}>{`${number}. ${title}`}</h2>
      {children}
    </section>
  );
}

/** Goes back in the app's history; on a page opened directly it goes to the dashboard. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <p>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (location.key === 'default') void navigate(ROUTES.dashboard);
          else void navigate(-1);
        }}
      >
        ← Tilbage
      </button>
    </p>
  );
}

/** Client-side navigation does not scroll to #anchors by itself, so do it once the page is drawn. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

interface MailLinkProps {
  email: string;
  subject?: string;
  openSupport: () => void;
}

/** A mailto link; while the address is unknown (settings not loaded) the support form stands in. */
export function MailLink({ email, subject, openSupport }: MailLinkProps) {
  if (!email) {
    return (
      <button type="button" className="link-button" onClick={openSupport}>
        supportformularen
      </button>
    );
  }
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${email}${query}`}>{email}</a>;
}

export function OpenSupportButton({ openSupport }: { openSupport: () => void }) {
  return (
    <button type="button" className="button button-primary" onClick={openSupport}>
      Åbn supportformular
    </button>
  );
}
