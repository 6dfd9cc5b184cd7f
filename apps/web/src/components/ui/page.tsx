import { useEffect, type ReactNode } from 'react';

interface PageProps {
  title: string;
  /** Shown under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A screen with its Danish heading; also sets the document title. */
export function Page({ title, lead, children, className }: PageProps) {
  useEffect(() => {
    document.title = `${title} · Havhjælp`;
  }, [title]);
  return (
    <section className={`page ${className ?? ''}`} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      {children}
    </section>
  );
}
