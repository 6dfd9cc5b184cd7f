import {
  POSITION_FAILURES,
  SHARING_INTERVALS_S,
  type PositionSharing,
  type SharingInterval,
} from '@havhjaelp/common/positions';
import { formatClockTime } from '@havhjaelp/common/nautical-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { sharingQuery, useSetSharing } from './api';
import { REPORT_PROBLEMS, useReportStatus } from './report-status';

const INTERVAL_LABELS: Record<SharingInterval, string> = {
  30: 'Hvert 30. sekund',
  300: 'Hvert 5. minut',
  600: 'Hvert 10. minut',
};

/** The settings tab 'Position': the sharing switch, the interval, and how the last report went. */
export function SharingTab() {
  const sharing = useQuery(sharingQuery);
  if (sharing.isPending) return <p aria-busy="true">Henter indstilling...</p>;
  if (sharing.isError) {
    return <FormError>{errorText(sharing.error, POSITION_FAILURES.sharing)}</FormError>;
  }
  return <SharingForm stored={sharing.data} />;
}

function SharingForm({ stored }: { stored: PositionSharing }) {
  const save = useSetSharing();
  // What was asked for is shown in the same render as the click (the mutation's own state comes a
  // tick later, and React would put a controlled input back meanwhile); the stored value returns
  // when saving fails.
  const [asked, setAsked] = useState<PositionSharing | null>(null);
  const shown = asked ?? stored;
  const change = (next: Partial<PositionSharing>) => {
    const wanted = { ...shown, ...next };
    setAsked(wanted);
    save.mutate(
      { enabled: wanted.enabled, intervalSeconds: wanted.intervalSeconds },
      { onSettled: () => setAsked((current) => (current === wanted ? null : current)) },
    );
  };

  return (
    <div className="stack sharing-tab">
      <section aria-labelledby="sharing-heading" className="form">
        <h2 id="sharing-heading">Positionsdeling</h2>
        <p>
          Når du deler din position, ser dine venner præcis, hvor din båd er. Andre bådfolk ser kun
          et område på ca. 5 km, hvor du er – aldrig din præcise position. En position, der er mere
          end 30 minutter gammel, vises ikke.
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            role="switch"
            checked={shown.enabled}
            aria-describedby="sharing-state"
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          <span>Del min position</span>
        </label>
        <p id="sharing-state" className="small">
          {shown.enabled
            ? 'Deling er slået til, mens appen er åben.'
            : 'Deling er slået fra: ingen ser din position, og vi gemmer ingen historik – kun din seneste position.'}
        </p>
        <fieldset>
          <legend>Hvor ofte din position sendes</legend>
          {SHARING_INTERVALS_S.map((seconds) => (
            <label key={seconds} className="checkbox">
              <input
                type="radio"
                name="sharing-interval"
                value={seconds}
                checked={shown.intervalSeconds === seconds}
                onChange={() => change({ intervalSeconds: seconds })}
              />
              <span>{INTERVAL_LABELS[seconds]}</span>
            </label>
          ))}
          <p className="small muted">
            Oftere giver dine venner en friskere position; sjældnere sparer strøm.
          </p>
        </fieldset>
        <FormError>
          {save.isError && errorText(save.error, POSITION_FAILURES.saveSharing)}
        </FormError>
        {shown.enabled && <LastReport />}
      </section>
      <section aria-labelledby="sharing-call-heading">
        <h2 id="sharing-call-heading">Når du hjælper eller får hjælp</h2>
        <p>
          Når en hjælper er accepteret, ser ejeren og hjælperen hinandens præcise position, indtil
          anmodningen er løst eller annulleret – også når deling er slået fra.
        </p>
      </section>
    </div>
  );
}

/** How the browser's last report went; a failure is said, never covered by an old success. */
function LastReport() {
  const { sentAt, problem } = useReportStatus();
  if (problem) return <FormError>{REPORT_PROBLEMS[problem]}</FormError>;
  return (
    <p className="small" role="status">
      {sentAt ? `Sidst sendt kl. ${formatClockTime(sentAt)}.` : 'Din position er ikke sendt endnu.'}
    </p>
  );
}
