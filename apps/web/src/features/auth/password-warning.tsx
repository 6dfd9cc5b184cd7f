import { ROUTES } from '@havhjaelp/common/routes';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';

/** Login reported that the stored password no longer meets today's rule. */
export function PasswordWarning() {
  const session = useSession();
  if (!session?.passwordWarning || session.forcePasswordChange) return null;
  return (
    <div className="warning-banner" role="note">
      Dit password opfylder ikke de nuværende krav (mindst 12 tegn med stort og lille bogstav, tal
      og specialtegn). <Link to={`${ROUTES.settings}?tab=security`}>Skift det under Sikkerhed</Link>
      .
    </div>
  );
}
