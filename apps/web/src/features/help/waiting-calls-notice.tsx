import { SAFETY_STATEMENT } from '@havhjaelp/common/app-info';
import { helpApi } from '@havhjaelp/common/help-api';
import { HELP_FAILURES } from '@havhjaelp/common/help-errors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api';
import { call } from '../../lib/call';
import { useSessionUser } from '../../lib/session';
import { showToast } from '../../lib/toasts';
import { rememberMadeCall } from './api';
import { CREATE_CALL_MESSAGES } from './create-call-rules';
import { WAITING_CALL_MESSAGES, waitingSummary, type WaitingCall } from './waiting-call-rules';
import {
  cancelWaiting,
  onWaitingCallsChange,
  sendWaitingCalls,
  waitingCalls,
} from './waiting-calls';
import './waiting-calls-notice.css';

/**
 * The logged-in boater's calls waiting for coverage (issue 27), each with the emergency reminder
 * and a way to cancel it. Sends them when the app opens online and when the browser comes back
 * online; a call sent (here, in another tab or by the worker) becomes the normal made call.
 */
export function WaitingCallsNotice() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const [calls, setCalls] = useState<WaitingCall[]>([]);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let mounted = true;
    const reload = () =>
      void waitingCalls(userId).then((found) => {
        if (mounted) setCalls(found);
      });
    const stopFollowing = onWaitingCallsChange(({ sent }) => {
      reload();
      for (const request of sent) {
        rememberMadeCall(queryClient, request);
        showToast('success', CREATE_CALL_MESSAGES.sent);
      }
    });
    const send = async () => {
      // The browser knows it is offline: nothing is tried until it says 'online'.
      if (!navigator.onLine || (await waitingCalls(userId)).length === 0) return;
      setSending(true);
      const outcomes = await sendWaitingCalls(
        userId,
        (waiting) => call(helpApi.create, { body: waiting.input }),
        true,
      ).finally(() => mounted && setSending(false));
      for (const outcome of outcomes) {
        if (outcome.kind !== 'refused') continue;
        const reason = errorText(outcome.error, HELP_FAILURES.create);
        showToast('error', WAITING_CALL_MESSAGES.refused(reason));
      }
    };
    reload();
    void send();
    const online = () => void send();
    window.addEventListener('online', online);
    return () => {
      mounted = false;
      stopFollowing();
      window.removeEventListener('online', online);
    };
  }, [userId, queryClient]);

  if (calls.length === 0) return null;
  const cancel = async (clientKey: string) => {
    const cancelled = await cancelWaiting(clientKey);
    showToast(
      'info',
      cancelled ? WAITING_CALL_MESSAGES.cancelled : WAITING_CALL_MESSAGES.alreadySent,
    );
  };
  return (
    <aside className="waiting-calls" role="status" aria-label="Kald, der venter på forbindelse">
      {calls.map((waiting) => (
        <div key={waiting.clientKey} className="waiting-call">
          <p className="waiting-call-state">
            <strong>
              {sending ? WAITING_CALL_MESSAGES.sending : WAITING_CALL_MESSAGES.waiting}
            </strong>
            <span>{waitingSummary(waiting.input)}</span>
          </p>
          <p className="waiting-call-safety">{SAFETY_STATEMENT}</p>
          <button
            type="button"
            className="button button-small"
            onClick={() => void cancel(waiting.clientKey)}
          >
            {WAITING_CALL_MESSAGES.cancel}
          </button>
        </div>
      ))}
    </aside>
  );
}
