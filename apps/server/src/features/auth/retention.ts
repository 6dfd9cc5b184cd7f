import { pruneAuthData } from './repository';
import { retentionCutoffs } from './rules';
import type { AuthDeps } from './service';

/** Deletes login history older than the privacy policy allows, and long-ended sessions and reset links. */
export function pruneExpiredAuthData(deps: AuthDeps) {
  return pruneAuthData(deps.db, retentionCutoffs(deps.now()));
}
