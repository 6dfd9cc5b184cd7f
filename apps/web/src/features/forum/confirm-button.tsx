import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

interface ConfirmButtonProps {
  label: string;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  children: ReactNode;
}

/** A button whose action is only done after a yes in a dialog (deleting one's own post). */
export function ConfirmButton({
  label,
  title,
  confirmLabel,
  busy,
  onConfirm,
  children,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => setAsking(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={confirmLabel}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
