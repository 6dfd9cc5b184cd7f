import {
  SUPPORT_FAILURE_TEXT,
  SUPPORT_LIMITS,
  SUPPORT_SUCCESS_TEXT,
  type SupportMessage,
} from '@havhjaelp/common/support';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/ui/dialog-content';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { errorText } from '../../lib/api';
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
    <form className="form" onSubmit={onSubmit} aria-busy={send.isPending}>
      <SafetyNotice />
      {FIELDS.map((field) => {
        const props = {
          name: field.name,
          required: true,
          maxLength: SUPPORT_LIMITS[field.name],
          value: fields[field.name],
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setFields((current) => ({ ...current, [field.name]: e.target.value })),
        };
        return (
          <label key={field.name}>
            {field.label}
            {field.name === 'message' ? (
              <textarea rows={5} {...props} />
            ) : (
              <input type={field.type ?? 'text'} autoComplete={field.autoComplete} {...props} />
            )}
          </label>
        );
      })}
      {send.isError && (
        <p className="form-error" role="alert">
          {errorText(send.error, SUPPORT_FAILURE_TEXT)}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {send.isPending ? 'Sender...' : 'Send besked'}
      </button>
    </form>
  );
}
