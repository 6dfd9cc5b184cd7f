import {
  SUPPORT_FAILURE_TEXT,
  SUPPORT_LIMITS,
  SUPPORT_SUCCESS_TEXT,
} from '@havhjaelp/common/support';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { errorText } from '../../lib/api';
import { useSendSupportMessage } from './api';

interface SupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SupportDialog({ open, onOpenChange }: SupportDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="support-description">
          <Dialog.Title>Kontakt support</Dialog.Title>
          <Dialog.Description id="support-description">
            Skriv til os om fejl, spørgsmål eller idéer. Vi svarer inden for 48 timer på hverdage.
          </Dialog.Description>
          {/* Mounted only while open, so each opening starts from a clean, idle form. */}
          {open && <SupportForm onDone={() => onOpenChange(false)} />}
          <Dialog.Close className="dialog-close" aria-label="Luk">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SupportForm({ onDone }: { onDone: () => void }) {
  const send = useSendSupportMessage();
  const [fields, setFields] = useState({ name: '', email: '', subject: '', message: '' });
  const update = (key: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

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
      <label>
        Navn
        <input
          name="name"
          autoComplete="name"
          required
          maxLength={SUPPORT_LIMITS.name}
          value={fields.name}
          onChange={(e) => update('name')(e.target.value)}
        />
      </label>
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={SUPPORT_LIMITS.email}
          value={fields.email}
          onChange={(e) => update('email')(e.target.value)}
        />
      </label>
      <label>
        Emne
        <input
          name="subject"
          required
          maxLength={SUPPORT_LIMITS.subject}
          value={fields.subject}
          onChange={(e) => update('subject')(e.target.value)}
        />
      </label>
      <label>
        Besked
        <textarea
          name="message"
          required
          rows={5}
          maxLength={SUPPORT_LIMITS.message}
          value={fields.message}
          onChange={(e) => update('message')(e.target.value)}
        />
      </label>
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
