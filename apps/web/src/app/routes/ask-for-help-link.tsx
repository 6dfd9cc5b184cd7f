import { ROUTES } from '@havhjaelp/common/routes';
import { Link } from 'react-router';
import type { LoginRedirectState } from '../../features/auth';

/** Router state that makes the map open its create-call form on arrival. */
const CREATE_CALL_STATE = { createCall: true };
const LOGIN_THEN_MAP: LoginRedirectState = { from: ROUTES.map };

/**
 * The dashboard's primary action: to the map's create-call form, or for a visitor to login first,
 * which then returns to the map.
 */
export function AskForHelpLink({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Link
      className="button button-primary ask-for-help"
      to={loggedIn ? ROUTES.map : ROUTES.login}
      state={loggedIn ? CREATE_CALL_STATE : LOGIN_THEN_MAP}
    >
      Bed om hjælp
    </Link>
  );
}
