import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from './dialog-content';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The "no" button; "Annuller" unless that would read as the action itself (cancelling a call). */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal; closing it any other way counts as "no". */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <DialogContent className="dialog" role="alertdialog">
          <Dialog.Title>{props.title}</Dialog.Title>
          <Dialog.Description>{props.children}</Dialog.Description>
          <div className="button-row">
            <button
              type="button"
              className={`button ${props.danger ? 'button-danger' : 'button-primary'}`}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </button>
            <button type="button" className="button" onClick={props.onCancel}>
              {props.cancelLabel ?? 'Annuller'}
            </button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
