import { ROUTES } from '@havhjaelp/common/routes';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Page } from '../../components/ui/page';
import { useSession } from '../../lib/session';
import { useRegister } from './api';
import { RegisterForm } from './register-form';

const RegistrationPasskeySteps = lazy(async () => ({
  default: (await import('../passkeys/lazy/register')).RegistrationPasskeySteps,
}));

/**
 * Registration's steps (SPEC.md section 4): the form, then passkeys' offer (skipped to the map)
 * and success (which ends at the map).
 */
export function RegisterPage() {
  const session = useSession();
  const register = useRegister();

  // Logged in before anything was sent here: nothing to register, on to the map. (A registration
  // of this page's own starts its session while it is still pending, so it never comes here.)
  if (session && register.isIdle) return <Navigate to={ROUTES.map} replace />;

  return (
    <Page title="Opret konto" className="auth-page">
      {register.isSuccess ? (
        <Suspense fallback={<p className="muted">Henter...</p>}>
          <RegistrationPasskeySteps />
        </Suspense>
      ) : (
        <RegisterForm register={register} />
      )}
    </Page>
  );
}
