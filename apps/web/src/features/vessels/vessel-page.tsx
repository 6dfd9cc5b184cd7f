import { isInsuranceExpired } from '@havhjaelp/common/vessel-display';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';
import { formatCourse, formatKnots, formatPosition } from '@havhjaelp/common/nautical-format';
import { ROUTES } from '@havhjaelp/common/routes';
import {
  VESSEL_MESSAGES,
  VESSEL_TYPE_LABELS,
  type LiveShip,
  type Vessel,
} from '@havhjaelp/common/vessels';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '../../components/ui/form-error';
import { Page } from '../../components/ui/page';
import { ApiRequestError, errorText } from '../../lib/api';
import { vesselQuery } from './api';
import { danishDate, danishToday, specification } from './vessel-format';
import { VesselImage } from './vessel-image';
import './vessels.css';

const LiveMiniMap = lazy(() => import('./live-mini-map'));

export function VesselPage() {
  const { id = '' } = useParams();
  const vessel = useQuery(vesselQuery(id));
  if (vessel.isPending) {
    return (
      <Page title="Skibsprofil">
        <p aria-busy="true">Henter skib...</p>
      </Page>
    );
  }
  if (vessel.isError) {
    const notFound = vessel.error instanceof ApiRequestError && vessel.error.status === 404;
    return notFound ? (
      <NotFound />
    ) : (
      <Page title="Skibsprofil">
        <FormError>{errorText(vessel.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      </Page>
    );
  }
  return <Profile vessel={vessel.data} />;
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <Page title={VESSEL_MESSAGES.notFound}>
      <button
        type="button"
        className="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(ROUTES.vessels))}
      >
        Tilbage
      </button>
    </Page>
  );
}

function Profile({ vessel }: { vessel: Vessel }) {
  return (
    <Page title={vessel.name} className="vessel-profile">
      <div className="button-row">
        <Link to={ROUTES.vessels} className="button">
          Tilbage til skibe
        </Link>
        {vessel.is_own && (
          <Link to={`${ROUTES.settings}?tab=vessel&edit=${vessel.id}`} className="button">
            Rediger
          </Link>
        )}
      </div>
      <div className="vessel-profile-top">
        <VesselImage
          src={vessel.vessel_image_src}
          alt={`Billede af ${vessel.name}`}
          className="vessel-profile-image"
        />
        <div className="stack">
          <span className="vessel-type-badge">{VESSEL_TYPE_LABELS[vessel.vessel_type]}</span>
          <section className="card vessel-owner" aria-label="Ejer">
            <span className="avatar" aria-hidden="true">
              {vessel.owner_username.slice(0, 1).toUpperCase()}
            </span>
            <strong>{vessel.owner_username}</strong>
          </section>
          {vessel.description && <p className="pre-wrap">{vessel.description}</p>}
        </div>
      </div>
      {vessel.live && <LiveNow live={vessel.live} name={vessel.name} />}
      <section aria-labelledby="vessel-spec">
        <h2 id="vessel-spec">Specifikationer</h2>
        <dl className="vessel-spec">
          {specification(vessel).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {vessel.insurance_company !== undefined && <Insurance vessel={vessel} />}
    </Page>
  );
}

function LiveNow({ live, name }: { live: LiveShip; name: string }) {
  const rows: [string, string][] = [
    ['Position', formatPosition({ lat: live.lat, lng: live.lon })],
    ['Fart', live.speed === null ? 'Ukendt' : formatKnots(live.speed)],
    ['Kurs', live.course === null ? 'Ukendt' : formatCourse(live.course)],
    ['Sidste melding', relativeTimeDa(live.last_update, new Date())],
  ];
  return (
    <section className="card vessel-live" aria-labelledby="vessel-live">
      <h2 id="vessel-live">{VESSEL_MESSAGES.liveNow}</h2>
      <dl className="vessel-spec">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<p aria-busy="true">Henter kort...</p>}>
        <LiveMiniMap lat={live.lat} lon={live.lon} name={name} />
      </Suspense>
    </section>
  );
}

/** The owner's own view only: the server sends insurance to nobody else. */
function Insurance({ vessel }: { vessel: Vessel }) {
  const expired = isInsuranceExpired(vessel.insurance_expiry_date, danishToday());
  return (
    <section aria-labelledby="vessel-insurance">
      <h2 id="vessel-insurance">Forsikring (kun synlig for dig)</h2>
      <dl className="vessel-spec">
        <div>
          <dt>Selskab</dt>
          <dd>{vessel.insurance_company || '–'}</dd>
        </div>
        <div>
          <dt>Policenummer</dt>
          <dd>{vessel.insurance_policy_number || '–'}</dd>
        </div>
        <div>
          <dt>Udløber</dt>
          <dd className={expired ? 'insurance-expired' : undefined}>
            {vessel.insurance_expiry_date ? danishDate(vessel.insurance_expiry_date) : '–'}
            {expired && ` (${VESSEL_MESSAGES.insuranceExpired})`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
