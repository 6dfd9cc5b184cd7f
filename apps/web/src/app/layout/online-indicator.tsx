import { LIVE_STATE_TEXT, useLiveState } from '../../lib/use-live';
import { useOnline } from '../../lib/use-online';

/** The live channel's real state; a browser that knows it is offline says so at once. */
export function OnlineIndicator() {
  const live = useLiveState();
  const state = useOnline() ? live : 'offline';
  return (
    <span className={`online-indicator is-${state}`} role="status" data-state={state}>
      <span className="dot" aria-hidden="true" />
      {LIVE_STATE_TEXT[state]}
    </span>
  );
}
