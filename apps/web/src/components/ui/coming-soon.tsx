import { Page } from './page';

/** A screen whose feature has not landed yet: its heading and an honest notice, no fake data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="coming-soon" role="status">
        Denne del af Havhjælp kommer snart. Vi arbejder på den i betaversionen.
      </p>
    </Page>
  );
}
