import type { LatLng } from '@havhjaelp/common/geo';
import {
  HELP_TYPES,
  HELP_TYPE_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  type CreateHelpInput,
} from '@havhjaelp/common/help';
import { HELP_FAILURES } from '@havhjaelp/common/help-errors';
import { LIMITS } from '@havhjaelp/common/limits';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { DialogContent } from '../../components/ui/dialog-content';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { v4 as newClientKey } from 'uuid';
import {
  CheckboxField,
  describedBy,
  Field,
  FieldError,
  FormError,
  SelectField,
  useFocusFirstInvalid,
} from '../../components/ui/field';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { ApiRequestError, errorText } from '../../lib/api';
import { PHONE_QUERY } from '../../lib/use-media-query';
import { getSession, useSessionUser } from '../../lib/session';
import { myVesselsQuery } from '../vessels/lazy/my-vessels';
import { useCreateHelp } from './api';
import {
  checkCreateCall,
  CREATE_CALL_MESSAGES,
  EMPTY_CREATE_CALL,
  type CreateCallForm,
} from './create-call-rules';
import { WAITING_CALL_MESSAGES, waitsForCoverage } from './waiting-call-rules';
import { keepWaiting } from './waiting-calls';
import './create-call-dialog.css';

interface CreateCallDialogProps {
  open: boolean;
  /** Where the call will be: the pin, else the browser's position; null while neither is known. */
  position: LatLng | null;
  /** The browser is still being asked, so a missing position may yet come by itself. */
  waitingForPosition: boolean;
  /** False while the sea map's tiles cannot be had: the position is typed, not tapped. */
  mapShown: boolean;
  /** Says where the call will be and how to move it (the map's pin). */
  positionNote: ReactNode;
  onClose: () => void;
  /** The radius being chosen, so the map can draw it; null when the form closes. */
  onRadiusChange: (nm: number | null) => void;
  onSent: () => void;
  onSessionExpired: () => void;
}

/**
 * The create-call form (SPEC.md section 5). Not modal: the map stays visible beside it, with the
 * search radius drawn around the position while it is chosen.
 */
export function CreateCallDialog({
  open,
  onClose,
  onRadiusChange,
  ...rest
}: CreateCallDialogProps) {
  const close = () => {
    onRadiusChange(null);
    onClose();
  };
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} modal={false} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <DialogContent
          className="dialog side-dialog create-call-dialog"
          aria-describedby="create-call-safety"
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            // On a phone, focus in the first field would raise the keyboard over the map and pin.
            if (!window.matchMedia(PHONE_QUERY).matches) return;
            event.preventDefault();
            closeButton.current?.focus();
          }}
        >
          <Dialog.Title>Opret kald</Dialog.Title>
          <SafetyNotice id="create-call-safety" />
          {open && <CreateCallFormView {...rest} onRadiusChange={onRadiusChange} onDone={close} />}
          <Dialog.Close ref={closeButton} className="dialog-close" aria-label="Luk">
            ×
          </Dialog.Close>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateCallFormView({
  position,
  waitingForPosition,
  mapShown,
  positionNote,
  onRadiusChange,
  onSent,
  onSessionExpired,
  onDone,
}: Omit<CreateCallDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const user = useSessionUser();
  const create = useCreateHelp();
  const [form, setForm] = useState<CreateCallForm>(() => ({
    ...EMPTY_CREATE_CALL,
    vesselName: user?.boatName ?? '',
  }));
  const [error, setError] = useState('');
  // After the first try, what is still wrong is shown as it is fixed; each try moves the focus.
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const descriptionId = useId();
  // The owner's vessels are offered, the first by default, until another is chosen.
  const vesselNames = useQuery({ ...myVesselsQuery, enabled: user !== null }).data?.map(
    (vessel) => vessel.name,
  );
  const [vesselChosen, setVesselChosen] = useState(false);
  const vesselName = vesselChosen ? form.vesselName : (vesselNames?.[0] ?? form.vesselName);
  const change = <K extends keyof CreateCallForm>(key: K, value: CreateCallForm[K]) => {
    if (key === 'vesselName') setVesselChosen(true);
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'searchRadiusNm') onRadiusChange(value as number);
  };

  const check = checkCreateCall({ ...form, vesselName }, position, waitingForPosition, mapShown);
  const problems = attempt > 0 && !check.ok ? check.problems : {};

  // One key for every send of this call: a try whose answer was lost, sent again, is the same call.
  const [clientKey] = useState(() => newClientKey());
  const [keeping, setKeeping] = useState(false);

  /** Without coverage the call is kept in this browser and sent when the connection returns. */
  const wait = async (input: CreateHelpInput) => {
    const session = getSession();
    if (!session) {
      setError(CREATE_CALL_MESSAGES.sessionExpired);
      return onSessionExpired();
    }
    setKeeping(true);
    try {
      await keepWaiting({
        clientKey,
        userId: session.user.id,
        token: session.token,
        input: { ...input, clientKey },
        savedAt: new Date().toISOString(),
      });
    } catch {
      setKeeping(false);
      return setError(WAITING_CALL_MESSAGES.notKept);
    }
    onDone();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!check.ok) return setAttempt((n) => n + 1);
    const input = { ...check.input, clientKey };
    if (waitsForCoverage(navigator.onLine)) return void wait(input);
    create.mutate(input, {
      onSuccess: () => {
        onSent();
        onDone();
      },
      onError: (failure) => {
        if (waitsForCoverage(true, failure)) {
          void wait(input);
        } else if (failure instanceof ApiRequestError && failure.status === 401) {
          setError(CREATE_CALL_MESSAGES.sessionExpired);
          onSessionExpired();
        } else {
          setError(`Fejl: ${errorText(failure, HELP_FAILURES.create)}`);
        }
      },
    });
  };

  const { min, max, step } = LIMITS.searchRadiusNm;
  return (
    <form
      ref={formRef}
      className="form create-call-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={create.isPending || keeping}
    >
      {positionNote}
      {vesselNames && vesselNames.length > 0 ? (
        <SelectField
          label="Bådens navn"
          value={vesselName}
          options={[...new Set(vesselNames)].map((name) => [name, name] as const)}
          onChange={(name) => change('vesselName', name)}
        />
      ) : (
        <Field
          label="Bådens navn"
          value={form.vesselName}
          error={problems.vesselName}
          maxLength={100}
          placeholder="Min Båd"
          onChange={(e) => change('vesselName', e.target.value)}
        />
      )}
      <SelectField
        label="Problemtype"
        placeholder="Vælg problemtype"
        value={form.type}
        error={problems.type}
        options={HELP_TYPES.map((type) => [type, HELP_TYPE_LABELS[type]])}
        onChange={(type) => change('type', type)}
      />
      <SelectField
        label="Prioritet"
        placeholder="Vælg prioritet"
        value={form.priority}
        error={problems.priority}
        options={PRIORITIES.map((priority) => [priority, PRIORITY_LABELS[priority]])}
        onChange={(priority) => change('priority', priority)}
      />
      <div className="field">
        <label htmlFor={descriptionId}>Beskrivelse</label>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={LIMITS.helpDescriptionMaxChars}
          value={form.description}
          placeholder="Ingen beskrivelse"
          aria-invalid={problems.description ? true : undefined}
          aria-describedby={describedBy(descriptionId, undefined, problems.description)}
          onChange={(e) => change('description', e.target.value)}
        />
        <FieldError id={descriptionId} error={problems.description} />
      </div>
      <Field
        label="Søgeradius (sømil)"
        type="number"
        min={min}
        max={max}
        step={step}
        value={Number.isNaN(form.searchRadiusNm) ? '' : form.searchRadiusNm}
        error={problems.searchRadiusNm}
        onChange={(e) => change('searchRadiusNm', e.target.valueAsNumber)}
        hint={
          <span className="small muted">Fra 0,5 til 10 sømil. Vises som en cirkel på kortet.</span>
        }
      />
      <CheckboxField
        label="Jeg bekræfter, at situationen ikke er livstruende"
        checked={form.notLifeThreatening}
        error={problems.notLifeThreatening}
        onChange={(e) => change('notLifeThreatening', e.target.checked)}
      />
      {/* Kept in view at the bottom of the sheet, with what stops the call that no field shows. */}
      <div className="create-call-submit">
        <FormError>{problems.position ?? error}</FormError>
        <button
          type="submit"
          className="button button-primary"
          disabled={create.isPending || keeping}
        >
          {create.isPending ? 'Sender...' : 'Send anmodning'}
        </button>
      </div>
    </form>
  );
}
