import {
  SUPPORT_FAILURE_TEXT,
  SUPPORT_LIMITS,
  SUPPORT_SUCCESS_TEXT,
  supportMessageSchema,
  type SupportMessage,
} from '@havhjaelp/common/support';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/ui/dialog-content';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Field, FormError, TextAreaField, useFocusFirstInvalid } from '../../components/ui/field';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { errorText } from '../../lib/api';
import { fieldProblems } from '../../lib/form-problems';
import { useSendSupportMessage } from './api';

const FIELDS: {
  name: keyof SupportMessage;
  label: string;
  type?: 'email';
  autoComplete?: string;
}[] = [
  { name: 'name', label: 'Navn', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Emne' },
  { name: 'message', label: 'Besked' },
];

interface SupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SupportDialog({ open, onOpenChange }: SupportDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog" aria-describedby="support-description">
          <Dialog.Title>Kontakt support</Dialog.Title>
          <Dialog.Description id="support-description">
            Skriv til os om fejl, spørgsmål eller idéer. Vi svarer inden for 48 timer på hverdage.
          </Dialog.Description>
          {/* Mounted only while open, so each opening starts from a clean, idle form. */}
          {open && <SupportForm onDone={() => onOpenChange(false)} />}
          <Dialog.Close className="dialog-close" aria-label="Luk">
            ×
          </Dialog.Close>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SupportForm({ onDone }: { onDone: () => void }) {
  const send = useSendSupportMessage();
  const [fields, setFields] = useState<SupportMessage>({
    name: '',
    email: '',
    subject: '',
    message: '',
  });
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  // Every missing or wrong field at once, after the first try to send, by the server's schema.
  const problems = attempt > 0 ? supportProblems(fields) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (Object.keys(supportProblems(fields)).length > 0) return;
    send.mutate(fields);
  };

  if (send.isSuccess) {
    return (
      <div className="form-success" role="status">
        <p>{SUPPORT_SUCCESS_TEXT}</p>
        <button type="button" className="button button-primary" onClick={onDone}>
          Luk
        </button>
      </div>
    );
  }

  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={send.isPending}>
      <SafetyNotice />
      {FIELDS.map((field) => {
        const props = {
          label: field.label,
          name: field.name,
          maxLength: SUPPORT_LIMITS[field.name],
          value: fields[field.name],
          error: problems[field.name],
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setFields((current) => ({ ...current, [field.name]: e.target.value })),
        };
        return field.name === 'message' ? (
          <TextAreaField key={field.name} rows={5} {...props} />
        ) : (
          <Field
            key={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            {...props}
          />
        );
      })}
      <FormError>{send.isError && errorText(send.error, SUPPORT_FAILURE_TEXT)}</FormError>
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {send.isPending ? 'Sender...' : 'Send besked'}
      </button>
    </form>
  );
}

const supportProblems = (fields: SupportMessage) =>
  fieldProblems<keyof SupportMessage>(supportMessageSchema, fields);
