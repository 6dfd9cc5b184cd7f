import { PASSKEY_FAILURES } from '@havhjaelp/common/passkeys-texts';
import { formatDateTime } from '@havhjaelp/common/nautical-format';
import type { Passkey } from '@havhjaelp/common/passkeys';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormError } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { useSessionUser } from '../../lib/session';
import { useNow } from '../../lib/use-now';
import { AddPasskeyForm } from './add-passkey-form';
import { myPasskeysQuery, useRemovePasskey } from './api';
import { passkeysSupported } from './ceremony';
import { DEVICE_TYPE_LABELS, lastUseText } from './device';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { UnsupportedNote } from './unsupported-note';
import './passkeys.css';

/** Settings → Sikkerhed: the boater's passkeys, a new one for this device, renaming, deleting. */
export function PasskeysSection() {
  const user = useSessionUser();
  const passkeys = useQuery({ ...myPasskeysQuery(user?.id ?? ''), enabled: user !== null });
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<Passkey>();
  const [removing, setRemoving] = useState<Passkey>();
  const now = useNow();

  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        Med en passkey logger du ind med fingeraftryk, ansigt eller skærmlås i stedet for dit
        password. Dit password virker stadig.
      </p>
      {passkeys.isPending && <p className="muted">Henter passkeys...</p>}
      <FormError>{passkeys.isError && errorText(passkeys.error, PASSKEY_FAILURES.list)}</FormError>
      {passkeys.data?.length === 0 && <p className="muted">Du har ingen passkeys endnu.</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="passkey-list" aria-label="Dine passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              now={now}
              busy={remove.isPending && remove.variables === passkey.id}
              onRename={() => setRenaming(passkey)}
              onRemove={() => {
                remove.reset();
                setRemoving(passkey);
              }}
            />
          ))}
        </ul>
      )}
      <FormError>{remove.isError && remove.error.message}</FormError>
      <h3>Tilføj en passkey</h3>
      {passkeysSupported() ? <AddPasskeyForm submitLabel="Tilføj passkey" /> : <UnsupportedNote />}
      {renaming && (
        <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(undefined)} />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title="Slet passkey?"
        confirmLabel="Slet passkey"
        danger
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(undefined);
        }}
        onCancel={() => setRemoving(undefined)}
      >
        Passkeyen &quot;{removing?.device_name}&quot; slettes fra din konto, og du kan ikke længere
        logge ind med den. Den ligger stadig på enheden: slet den også dér, så browseren holder op
        med at foreslå den.
      </ConfirmDialog>
    </section>
  );
}

interface PasskeyRowProps {
  passkey: Passkey;
  now: Date;
  busy: boolean;
  onRename: () => void;
  onRemove: () => void;
}

function PasskeyRow({ passkey, now, busy, onRename, onRemove }: PasskeyRowProps) {
  return (
    <li className="card passkey-row">
      <div>
        <strong>{passkey.device_name}</strong>
        <span className="small muted">{DEVICE_TYPE_LABELS[passkey.device_type]}</span>
        <span className="small muted">
          Oprettet {formatDateTime(passkey.created_at)} · {lastUseText(passkey.last_used_at, now)}
        </span>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-label={`Omdøb ${passkey.device_name}`}
          onClick={onRename}
        >
          Omdøb
        </button>
        <button
          type="button"
          className="button button-danger"
          aria-label={`Slet ${passkey.device_name}`}
          disabled={busy}
          onClick={onRemove}
        >
          Slet
        </button>
      </div>
    </li>
  );
}
