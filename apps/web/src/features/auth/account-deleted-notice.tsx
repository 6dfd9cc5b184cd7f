import { PROFILE_MESSAGES } from '@havhjaelp/common/auth';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'konto-slettet';
/** Where a deleted account's person lands: the dashboard, told to confirm the deletion. */
export const ACCOUNT_DELETED_LANDING = `/?${PARAM}`;

/** On the page one lands on after deleting the account: says that it was done. */
export function AccountDeletedNotice() {
  const [params, setParams] = useSearchParams();
  const [shown] = useState(() => params.has(PARAM));
  useEffect(() => {
    // Said once: a reload or a shared link does not repeat it.
    if (!params.has(PARAM)) return;
    setParams(
      (current) => {
        current.delete(PARAM);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);
  if (!shown) return null;
  return (
    <p className="form-success account-deleted" role="status">
      <strong>{PROFILE_MESSAGES.deleted}.</strong> Dine personoplysninger er slettet, og du er
      logget ud på alle enheder.
    </p>
  );
}
