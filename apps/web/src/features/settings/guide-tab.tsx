import { ROUTES } from '@havhjaelp/common/routes';
import { Link } from 'react-router';
import { SafetyNotice } from '../../components/ui/safety-notice';

export function GuideTab() {
  return (
    <div className="stack">
      <p>
        Guiden viser trin for trin, hvordan du opretter en anmodning om hjælp, tilbyder hjælp til
        andre og bruger kortet, chatten og dine indstillinger.
      </p>
      <SafetyNotice />
      <Link to={ROUTES.gettingStarted} className="button button-primary">
        Åbn guiden
      </Link>
    </div>
  );
}
