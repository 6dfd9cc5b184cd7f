import { lazy, Suspense } from 'react';
import { useHelpUi } from './help-ui';

// Loaded when a visitor first taps something locked, so the first view carries no dialog library.
const LoginPromptDialog = lazy(() => import('./login-prompt'));

/** The visitor's login prompt, once asked for (helpUi.askLogin). */
export function LoginPrompt() {
  const { loginAsk } = useHelpUi();
  if (!loginAsk) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog key={loginAsk.id} ask={loginAsk} />
    </Suspense>
  );
}
