import { Link } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';
import { Page } from '../components/ui/page';

export function NotFoundPage() {
  return (
    <Page title="Siden blev ikke fundet" lead="Adressen findes ikke i Havhjælp.">
      <Link to={ROUTES.dashboard} className="button button-primary">
        Til forsiden
      </Link>
    </Page>
  );
}
