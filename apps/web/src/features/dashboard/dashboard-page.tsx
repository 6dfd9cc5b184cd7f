import { ROUTES } from '@havhjaelp/common/routes';
import { Link } from 'react-router';
import { WarningBanner } from '../../app/layout/warning-banner';
import { Page } from '../../components/ui/page';

export function DashboardPage() {
  return (
    <>
      <WarningBanner />
      <div className="hero">
        <h2>Velkommen til Havhjælp</h2>
        <p>
          Et fællesskab for sejlere og bådejere i danske farvande. Får du motorstop, tomt batteri,
          mangler brændstof eller har brug for et slæb, kan du bede om hjælp, og andre både i
          nærheden kan tilbyde at hjælpe.
        </p>
        <div className="button-row">
          <Link to={ROUTES.register} className="button button-primary">
            Opret konto
          </Link>
          <Link to={ROUTES.login} className="button">
            Log ind
          </Link>
        </div>
      </div>
      <Page title="Dashboard">
        <p className="coming-soon" role="status">
          Oversigten over aktive kald kommer snart. Vi arbejder på den i betaversionen.
        </p>
      </Page>
    </>
  );
}
