import { distanceKm, type LatLng } from '@havhjaelp/common/geo';
import { HELP_TYPE_LABELS, type HelpRequest } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import { formatDistanceAndBearing, formatKilometres } from '@havhjaelp/common/nautical-format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { locateOnce } from '../../lib/geolocation';
import { useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { useMyPosition } from '../../lib/use-my-position';
import { shouldAlert } from './alert-filter';
import { helpRequestQuery } from './api';
import { helpUi } from './help-ui';
import { SharePositionNote } from './share-position-note';

/** At most this many alerts on screen; an older one gives way to a newer. */
const MAX_SHOWN = 3;

interface Alert {
  request: HelpRequest;
  /** Where I was when it came; null while my position is unknown. */
  from: LatLng | null;
}

/**
 * Pops up when someone else raises a critical request within 50 km (SPEC.md sections 4 and 5).
 * For logged-in users: the live announcement is public and carries no owner, so the member view
 * is fetched to tell whether the request is mine.
 */
export default function EmergencyAlertsFor({ userId }: { userId: string }) {
  const topics = useLiveTopics();
  const queryClient = useQueryClient();
  const myPosition = useMyPosition();
  const position = useRef<LatLng | null>(myPosition);
  useEffect(() => {
    position.current = myPosition;
  });
  const [alerts, setAlerts] = useState<Alert[]>([]);

  useEffect(locateOnce, []);

  useLiveTopic(topics.helpNew, (event) => {
    if (event.action !== 'new_help_request' || event.data.priority !== 'critical') return;
    queryClient.fetchQuery(helpRequestQuery(event.data.id)).then(
      (request) => {
        const here = position.current;
        if (!shouldAlert(request, userId, here)) return;
        const alert = { request, from: here };
        setAlerts((shown) =>
          [alert, ...shown.filter((a) => a.request.id !== request.id)].slice(0, MAX_SHOWN),
        );
      },
      () => undefined,
    );
  });

  const dismiss = (id: string) => setAlerts((shown) => shown.filter((a) => a.request.id !== id));
  if (alerts.length === 0) return null;
  return (
    <div className="emergency-alerts">
      {alerts.map((alert) => (
        <EmergencyAlert
          key={alert.request.id}
          alert={alert}
          onClose={() => dismiss(alert.request.id)}
        />
      ))}
    </div>
  );
}

function EmergencyAlert({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const { request } = alert;
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    const timer = setTimeout(() => latestClose.current(), LIMITS.emergencyAlert.autoDismissMs);
    return () => clearTimeout(timer);
  }, []);
  const titleId = `emergency-alert-${request.id}`;
  return (
    <section
      className="emergency-alert"
      role="alertdialog"
      aria-labelledby={titleId}
      // Like every dialog: Escape closes it, once the keyboard has reached it.
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <h2 id={titleId}>🚨 Kritisk anmodning om hjælp i nærheden</h2>
      <p>
        <strong>{request.vesselName}</strong> ({request.userName}): {HELP_TYPE_LABELS[request.type]}
        {alert.from && <> · ca. {distanceText(alert.from, request.position)}</>}
      </p>
      {request.precise ? <p className="pre-wrap">{request.description}</p> : <SharePositionNote />}
      <SafetyNotice />
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            helpUi.openDetails(request.id);
            onClose();
          }}
        >
          Se detaljer
        </button>
        <button type="button" className="button" onClick={onClose}>
          Luk
        </button>
      </div>
    </section>
  );
}

/** Nautical miles as on the map, kilometres after them for those who think in km on land. */
function distanceText(from: LatLng, to: LatLng): string {
  return `${formatDistanceAndBearing(from, to)} fra dig (${formatKilometres(distanceKm(from, to))})`;
}
