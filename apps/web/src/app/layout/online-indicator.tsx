import { useOnline } from '../../lib/use-online';

export function OnlineIndicator() {
  const online = useOnline();
  return (
    <span className={`online-indicator ${online ? 'is-online' : 'is-offline'}`} role="status">
      <span className="dot" aria-hidden="true" />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
