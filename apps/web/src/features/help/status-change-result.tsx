import { STATUS_LABELS } from '@havhjaelp/common/help';
import { HELP_FAILURES } from '@havhjaelp/common/help-errors';
import { FormError } from '../../components/ui/form-error';
import { ApiRequestError, errorText } from '../../lib/api';
import type { useChangeStatus } from './api';

/** How a change of a call's status went: 'Status opdateret til: …' or why not (SPEC.md section 8). */
export function StatusChangeResult({ change }: { change: ReturnType<typeof useChangeStatus> }) {
  const error = change.error;
  return (
    <>
      {change.isSuccess && (
        <p className="form-success" role="status">
          Status opdateret til: {STATUS_LABELS[change.data.status]}
        </p>
      )}
      <FormError>
        {change.isError &&
          (error instanceof ApiRequestError && error.serverMessage
            ? `Fejl: ${error.serverMessage}`
            : errorText(error, HELP_FAILURES.status))}
      </FormError>
    </>
  );
}
