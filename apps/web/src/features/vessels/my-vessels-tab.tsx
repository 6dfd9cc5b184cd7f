import { isInsuranceExpired } from '@havhjaelp/common/vessel-display';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { VESSEL_MESSAGES, VESSEL_TYPE_LABELS, type Vessel } from '@havhjaelp/common/vessels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { myVesselsQuery, useDeleteVessel } from './api';
import { danishDate, danishToday } from './vessel-format';
import { VesselForm } from './vessel-form';
import { vesselPath } from './vessel-path';
import { VesselImage } from './vessel-image';
import './vessels.css';

type View = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; id: string };

/** Settings' 'Mit Skib': the owner's vessels, then a form to add or edit one, then back. */
export function MyVesselsTab() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const [view, setView] = useState<View>(
    editing ? { mode: 'edit', id: editing } : { mode: 'list' },
  );
  const [notice, setNotice] = useState('');
  const vessels = useQuery(myVesselsQuery);
  const remove = useDeleteVessel();
  const [deleting, setDeleting] = useState<Vessel>();

  const backToList = (saved: boolean) => {
    setView({ mode: 'list' });
    setNotice(saved ? VESSEL_MESSAGES.saved : '');
    if (editing) setParams({ tab: 'vessel' }, { replace: true });
  };

  if (vessels.isPending) return <p aria-busy="true">Henter dine skibe...</p>;
  if (vessels.isError) {
    return <FormError>{errorText(vessels.error, HTTP_ERRORS.INTERNAL.message)}</FormError>;
  }
  if (view.mode === 'add') return <VesselForm onDone={backToList} />;
  if (view.mode === 'edit') {
    const vessel = vessels.data.find((v) => v.id === view.id);
    if (vessel) return <VesselForm key={vessel.id} vessel={vessel} onDone={backToList} />;
  }

  const today = danishToday();
  return (
    <div className="stack">
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setNotice('');
            setView({ mode: 'add' });
          }}
        >
          Tilføj skib
        </button>
        {/* Beside the button: an empty line of its own would push the list down. */}
        <p role="status" className="form-success my-vessels-notice">
          {notice}
        </p>
      </div>
      <FormError>
        {remove.isError && errorText(remove.error, VESSEL_MESSAGES.deleteFailed)}
      </FormError>
      {vessels.data.length === 0 ? (
        <p>{VESSEL_MESSAGES.noOwnVessels}</p>
      ) : (
        <ul className="my-vessels" aria-label="Mine skibe">
          {vessels.data.map((vessel) => (
            <li key={vessel.id} className="card my-vessel">
              <VesselImage src={vessel.vessel_image_src} alt={`Billede af ${vessel.name}`} />
              <div className="my-vessel-text">
                <h3>
                  <Link to={vesselPath(vessel.id)}>{vessel.name}</Link>
                </h3>
                <p className="muted">
                  {VESSEL_TYPE_LABELS[vessel.vessel_type]} ·{' '}
                  {vessel.public_profile ? 'Offentlig profil' : 'Privat'}
                </p>
                {vessel.insurance_expiry_date &&
                  isInsuranceExpired(vessel.insurance_expiry_date, today) && (
                    <p className="insurance-expired">
                      {`${VESSEL_MESSAGES.insuranceExpired} (${danishDate(vessel.insurance_expiry_date)})`}
                    </p>
                  )}
              </div>
              <div className="button-row">
                <button
                  type="button"
                  className="button"
                  aria-label={`Rediger ${vessel.name}`}
                  onClick={() => {
                    setNotice('');
                    setView({ mode: 'edit', id: vessel.id });
                  }}
                >
                  Rediger
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  aria-label={`Slet ${vessel.name}`}
                  onClick={() => setDeleting(vessel)}
                >
                  Slet
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Slet skib"
        confirmLabel="Slet skib"
        danger
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const id = deleting!.id;
          setDeleting(undefined);
          remove.mutate(id, { onSuccess: () => setNotice(VESSEL_MESSAGES.deleted) });
        }}
      >
        Vil du slette {deleting?.name}? Det kan ikke fortrydes.
      </ConfirmDialog>
    </div>
  );
}
