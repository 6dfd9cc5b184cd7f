import { ROUTES } from '@havhjaelp/common/routes';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { DialogContent } from '../../components/ui/dialog-content';
import type { LoginRedirectState } from '../auth';
import { helpUi, type LoginAsk, type LoginReason } from './help-ui';
import { loginPromptPlace } from './login-prompt-place';
import './login-prompt.css';

const TEXTS: Record<LoginReason, { title: string; text: string }> = {
  details: {
    title: 'Log ind for at se detaljer',
    text: 'Log ind for at se detaljer og tilbyde hjælp.',
  },
  create: {
    title: 'Log ind for at oprette et kald',
    text: 'Du skal være logget ind for at oprette et kald.',
  },
};

/**
 * Asks a visitor who tapped something locked to log in or make an account. Not modal and with no
 * dimmed backdrop: it docks to the window's edge away from what was tapped, so the popup or row
 * the visitor was reading stays in view beside it. One dialog per ask (see LoginPrompt's key).
 */
export default function LoginPrompt({ ask }: { ask: LoginAsk }) {
  const location = useLocation();
  const back: LoginRedirectState = { from: location.pathname };
  const { title, text } = TEXTS[ask.reason];
  const place = loginPromptPlace(ask.from?.getBoundingClientRect() ?? null, window.innerHeight);
  // Closed by a tap elsewhere, or replaced by the prompt for another locked call, the focus stays
  // where the visitor went; a focus handed back would close the newer prompt as "outside".
  const tappedAway = useRef(false);
  const close = () => helpUi.closeLoginPrompt(ask.id);
  return (
    <Dialog.Root open={ask.open} modal={false} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <DialogContent
          className="dialog login-prompt"
          data-place={place}
          onInteractOutside={() => (tappedAway.current = true)}
          onCloseAutoFocus={(event) => {
            if (tappedAway.current || helpUi.isLoginAskReplaced(ask.id)) event.preventDefault();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{text}</Dialog.Description>
          <div className="button-row">
            <Link to={ROUTES.login} state={back} className="button button-primary" onClick={close}>
              Log ind
            </Link>
            <Link to={ROUTES.register} className="button" onClick={close}>
              Opret konto
            </Link>
          </div>
          <Dialog.Close className="dialog-close" aria-label="Luk">
            ×
          </Dialog.Close>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
