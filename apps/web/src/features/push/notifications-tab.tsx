import './push.css';
import type { LatLng } from '@havhjaelp/common/geo';
import { formatPosition } from '@havhjaelp/common/nautical-format';
import { parsePosition } from '@havhjaelp/common/position-input';
import {
  MAX_PUSH_RADIUS_KM,
  PUSH_FAILURES,
  PUSH_MESSAGES,
  pushPreferencesSchema,
  type PushPreferences,
} from '@havhjaelp/common/push';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormError } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import {
  forgetSubscription,
  preferencesQuery,
  saveSubscription,
  useSetPreferences,
  vapidPublicKey,
} from './api';
import {
  currentSubscription,
  deviceState,
  PushRefusal,
  subscribeDevice,
  unsubscribeDevice,
  type DeviceState,
} from './browser-push';

const HomeMap = lazy(() => import('./home-map'));

type Choice = 'critical' | 'urgent' | 'offers' | 'chat' | 'directMessages' | 'friendRequests';

const CHOICES: { key: Choice; label: string }[] = [
  { key: 'critical', label: 'Kritiske kald i nærheden' },
  { key: 'urgent', label: 'Kald der haster, i nærheden' },
  { key: 'offers', label: 'Tilbud, accept og status på mine kald' },
  { key: 'chat', label: 'Beskeder i chatten om mine kald' },
  { key: 'directMessages', label: 'Direkte beskeder fra venner' },
  { key: 'friendRequests', label: 'Venneanmodninger' },
];

const DEVICE_TEXTS: Record<DeviceState, string> = {
  unsupported: PUSH_FAILURES.unsupported,
  denied: PUSH_FAILURES.denied,
  off: 'Notifikationer er slået fra i denne browser.',
  on: 'Notifikationer er slået til i denne browser.',
};

/** The settings tab 'Notifikationer': this browser's subscription and what to be told of. */
export function NotificationsTab() {
  const preferences = useQuery(preferencesQuery);
  if (preferences.isPending) return <p aria-busy="true">Henter indstillinger...</p>;
  if (preferences.isError) {
    return <FormError>{errorText(preferences.error, PUSH_FAILURES.preferences)}</FormError>;
  }
  return <NotificationsForm stored={preferences.data} />;
}

/** This browser's state, read once; a subscription already here is kept as this member's. */
function useDevice() {
  const [state, setState] = useState<DeviceState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const found = await deviceState().catch((): DeviceState => 'unsupported');
      if (found === 'on') {
        // The browser may have been subscribed by someone logged in before: it is mine now.
        const subscription = await currentSubscription();
        if (subscription) await saveSubscription(subscription.toJSON()).catch(() => undefined);
      }
      if (live) setState(found);
    })();
    return () => {
      live = false;
    };
  }, []);

  const run = async (work: () => Promise<DeviceState>, failure: string) => {
    setBusy(true);
    setProblem(null);
    try {
      setState(await work());
    } catch (err) {
      setProblem(err instanceof PushRefusal ? err.message : errorText(err, failure));
      if (err instanceof PushRefusal && err.message === PUSH_FAILURES.denied) setState('denied');
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    run(async () => {
      const subscription = await subscribeDevice(await vapidPublicKey());
      await saveSubscription(subscription);
      return 'on';
    }, PUSH_FAILURES.subscribe);
  const turnOff = () =>
    run(async () => {
      const endpoint = await unsubscribeDevice();
      // Already forgotten by the server (a push service said it was gone): nothing is left to do.
      if (endpoint) await forgetSubscription(endpoint).catch(() => undefined);
      return 'off';
    }, PUSH_FAILURES.subscribe);
  return { state, busy, problem, turnOn, turnOff };
}

function NotificationsForm({ stored }: { stored: PushPreferences }) {
  const save = useSetPreferences();
  const device = useDevice();
  // What was asked for shows at once; the stored choices return when saving fails.
  const [asked, setAsked] = useState<PushPreferences | null>(null);
  const shown = asked ?? stored;
  const change = (next: Partial<PushPreferences>) => {
    const wanted = { ...shown, ...next };
    setAsked(wanted);
    save.mutate(wanted, {
      onSettled: () => setAsked((current) => (current === wanted ? null : current)),
    });
  };
  const choose = (key: Choice, on: boolean) => {
    change({ [key]: on });
    // The click that turns something on is the one that may ask the browser's permission.
    if (on && device.state === 'off') void device.turnOn();
  };
  const nearby = shown.critical || shown.urgent;

  return (
    <div className="stack notifications-tab">
      <section aria-labelledby="push-device-heading" className="form">
        <h2 id="push-device-heading">Notifikationer på denne enhed</h2>
        <p>
          Få besked, også når appen er lukket, når nogen i nærheden har brug for hjælp, eller når
          der sker noget med dine kald. Havhjælp er aldrig til nødsituationer: ring 112 eller brug
          VHF kanal 16.
        </p>
        <p className="small" role="status" aria-live="polite">
          {device.state === 'checking' ? 'Undersøger browseren...' : DEVICE_TEXTS[device.state]}
        </p>
        {device.state === 'off' && (
          <button
            type="button"
            className="button button-primary"
            disabled={device.busy}
            onClick={() => void device.turnOn()}
          >
            Slå notifikationer til
          </button>
        )}
        {device.state === 'on' && (
          <button
            type="button"
            className="button"
            disabled={device.busy}
            onClick={() => void device.turnOff()}
          >
            Slå notifikationer fra i denne browser
          </button>
        )}
        <FormError>{device.problem}</FormError>
      </section>

      <section aria-labelledby="push-choices-heading" className="form">
        <h2 id="push-choices-heading">Hvad vil du have besked om?</h2>
        {CHOICES.map(({ key, label }) => (
          <label key={key} className="checkbox">
            <input
              type="checkbox"
              role="switch"
              checked={shown[key]}
              onChange={(event) => choose(key, event.target.checked)}
            />
            <span>{label}</span>
          </label>
        ))}
        <FormError>
          {save.isError && errorText(save.error, PUSH_FAILURES.savePreferences)}
        </FormError>
      </section>

      {nearby && (
        <section aria-labelledby="push-area-heading" className="form">
          <h2 id="push-area-heading">Område for kald i nærheden</h2>
          {/* Keyed by the saved figure, so the field starts again from what was saved. */}
          <RadiusField
            key={shown.radiusKm}
            radiusKm={shown.radiusKm}
            onSave={(radiusKm) => change({ radiusKm })}
          />
          <HomeChoice
            home={shown.home}
            radiusKm={shown.radiusKm}
            onChange={(home) => change({ home })}
          />
        </section>
      )}
    </div>
  );
}

/** The radius in whole km, saved when the field is left or Enter is pressed. */
function RadiusField({
  radiusKm,
  onSave,
}: {
  radiusKm: number;
  onSave: (radiusKm: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(radiusKm));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const parsed = pushPreferencesSchema.shape.radiusKm.safeParse(Number(text.trim()));
    if (!parsed.success || text.trim() === '') return setError(PUSH_MESSAGES.radiusRange);
    setError(null);
    if (parsed.data !== radiusKm) onSave(parsed.data);
  };
  return (
    <div className="field push-radius">
      <label htmlFor={id}>Afstand (km)</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PUSH_RADIUS_KM}
        step={1}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <p id={`${id}-hint`} className="small muted">
        Fra 1 til {MAX_PUSH_RADIUS_KM} km. 50 km er nødalarmens afstand.
      </p>
      <FormError>{error}</FormError>
    </div>
  );
}

/** The centre of the area: my latest position, or a home harbour chosen on the map or typed. */
function HomeChoice({
  home,
  radiusKm,
  onChange,
}: {
  home: LatLng | null;
  radiusKm: number;
  onChange: (home: LatLng | null) => void;
}) {
  const [picking, setPicking] = useState(home !== null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const typedId = useId();
  const applyTyped = () => {
    const result = parsePosition(typed);
    if (!result.ok) return setTypedError(result.error);
    setTypedError(null);
    onChange(result.position);
  };
  return (
    <fieldset>
      <legend>Området regnes fra</legend>
      <label className="checkbox">
        <input
          type="radio"
          name="push-centre"
          checked={!picking}
          onChange={() => {
            setPicking(false);
            onChange(null);
          }}
        />
        <span>Min seneste position</span>
      </label>
      <label className="checkbox">
        <input
          type="radio"
          name="push-centre"
          checked={picking}
          onChange={() => setPicking(true)}
        />
        <span>En hjemhavn, jeg vælger på kortet</span>
      </label>
      {!picking && (
        <p className="small muted">
          Den seneste position, appen har sendt, bruges – det sker, mens du deler din position eller
          er med i et kald. Den bruges kun til at vælge, hvem der får besked, og vises aldrig for
          nogen.
        </p>
      )}
      {picking && (
        <div className="stack">
          <p className="small" role="status">
            {home
              ? `Hjemhavn: ${formatPosition(home)}`
              : 'Tryk på kortet, hvor din hjemhavn ligger.'}
          </p>
          <Suspense fallback={<p aria-busy="true">Henter kort...</p>}>
            <HomeMap home={home} radiusKm={radiusKm} onPick={onChange} />
          </Suspense>
          <div className="field">
            <label htmlFor={typedId}>Eller skriv positionen</label>
            <input
              id={typedId}
              type="text"
              value={typed}
              placeholder="55°40,5' N 12°35,0' Ø"
              aria-invalid={typedError ? true : undefined}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyTyped();
              }}
            />
            <button type="button" className="button" onClick={applyTyped}>
              Brug positionen
            </button>
            <FormError>{typedError}</FormError>
          </div>
        </div>
      )}
    </fieldset>
  );
}
