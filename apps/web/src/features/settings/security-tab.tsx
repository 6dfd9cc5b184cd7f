import { AUTH_FAILURES } from '@havhjaelp/common/auth';
import { writtenTextAfterDeletion } from '@havhjaelp/common/auth-deletion';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field, FormError, useFocusFirstInvalid } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import {
  downloadDataExport,
  ExportContents,
  useCheckAccountPassword,
  useDeleteAccount,
} from '../auth';
import { PasswordChangeForm, settingsPasswordProblem } from '../auth/lazy/settings';

// In a chunk of its own with WebAuthn's browser library, which the rest of the tab does without.
const PasskeysSection = lazy(async () => ({
  default: (await import('../passkeys/lazy/settings')).PasskeysSection,
}));

export function SecurityTab() {
  return (
    <div className="stack">
      <Suspense fallback={<p className="muted">Henter passkeys...</p>}>
        <PasskeysSection />
      </Suspense>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Skift password</h2>
        <PasswordChangeForm validate={settingsPasswordProblem} />
      </section>
      <DataExport />
      <DeleteAccount />
    </div>
  );
}

function DataExport() {
  const exportData = useMutation({ mutationFn: downloadDataExport });
  return (
    <section aria-labelledby="export-heading">
      <h2 id="export-heading">Dine data</h2>
      <p>
        Hent alt, hvad Havhjælp har gemt om dig, som én JSON-fil (GDPR artikel 15 og 20). Filen
        indeholder:
      </p>
      <ExportContents />
      <FormError>
        {exportData.isError && errorText(exportData.error, AUTH_FAILURES.exportData)}
      </FormError>
      <button
        type="button"
        className="button"
        disabled={exportData.isPending}
        onClick={() => exportData.mutate()}
      >
        {exportData.isPending ? 'Henter...' : 'Eksporter mine data'}
      </button>
    </section>
  );
}

type DeleteStep = 'form' | 'confirm-1' | 'confirm-2';

export const DELETE_PASSWORD_MISSING = 'Skriv dit password for at slette din konto';

/** Said at once, before anything is asked: an empty password cannot delete the account. */
export function deletionPasswordProblem(password: string): string | undefined {
  return password ? undefined : DELETE_PASSWORD_MISSING;
}

/**
 * Password first, checked by the server before the two confirmations (SPEC.md section 5), so a
 * wrong one is said before anything is asked; on success the user is logged out.
 */
function DeleteAccount() {
  const check = useCheckAccountPassword();
  const remove = useDeleteAccount();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<DeleteStep>('form');
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const missing = attempt > 0 ? deletionPasswordProblem(password) : undefined;
  const refused = check.isError ? errorText(check.error, AUTH_FAILURES.deleteAccount) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    check.reset();
    if (deletionPasswordProblem(password)) return;
    check.mutate(password, {
      onSuccess: () => setStep('confirm-1'),
      onError: () => setAttempt((n) => n + 1),
    });
  };
  const finish = () => {
    setStep('form');
    remove.mutate(password);
  };
  const busy = check.isPending || remove.isPending;

  return (
    <section aria-labelledby="delete-heading" className="danger-zone">
      <h2 id="delete-heading">Slet konto</h2>
      <p>
        Sletningen sker med det samme og kan ikke fortrydes. Dine personoplysninger slettes, og du
        logges ud på alle enheder. {writtenTextAfterDeletion()}
      </p>
      <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Field
          label="Bekræft med dit password"
          name="confirmPassword"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={missing ?? refused}
          onChange={(e) => {
            setPassword(e.target.value);
            check.reset();
          }}
        />
        <FormError>
          {remove.isError && errorText(remove.error, AUTH_FAILURES.deleteAccount)}
        </FormError>
        <button type="submit" className="button button-danger" disabled={busy}>
          {remove.isPending ? 'Sletter...' : 'Slet min konto'}
        </button>
      </form>
      <ConfirmDialog
        open={step === 'confirm-1'}
        title="Slet konto?"
        confirmLabel="Ja, fortsæt"
        onConfirm={() => setStep('confirm-2')}
        onCancel={() => setStep('form')}
      >
        Er du sikker på, at du vil slette din konto?
      </ConfirmDialog>
      <ConfirmDialog
        open={step === 'confirm-2'}
        title="Sidste bekræftelse"
        confirmLabel="Slet min konto for altid"
        danger
        onConfirm={finish}
        onCancel={() => setStep('form')}
      >
        Dette kan ikke fortrydes. Alle dine personoplysninger slettes nu.
      </ConfirmDialog>
    </section>
  );
}
