import { LIVE_STATE_TEXT, useLiveState } from '../../lib/use-live';

/** The header's view of the live channel: connected, connecting or offline. */
export function OnlineIndicator() {
  const state = useLiveState();
  return (
    <span className={`online-indicator is-${state}`} role="status" data-state={state}>
      <span className="dot" aria-hidden="true" />
      <span className="online-indicator-text">{LIVE_STATE_TEXT[state]}</span>
    </span>
  );
}
