import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ComponentProps } from 'react';

/**
 * The element focused last outside every dialog and menu: where a chain of dialogs hands focus
 * back (a menu item that opened a dialog is gone with its menu; the menu's button is not).
 */
let lastPageFocus: HTMLElement | null = null;
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"]';
document.addEventListener('focusin', (event) => {
  const target = event.target;
  if (target instanceof HTMLElement && !target.closest(OVERLAY)) {
    lastPageFocus = target;
  }
});

function focusedNow(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Radix's dialog content that hands focus back to what opened it when it closes. Radix does that
 * only for its own Trigger, and these dialogs are opened from rows, menus, other dialogs and live
 * events. When the opener is gone (the "Luk kald" button of the details that gave way to the
 * close-call form), focus goes back to where it was on the page before the first dialog opened.
 */
export function DialogContent({
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof Dialog.Content>) {
  // Read while rendering, before the dialog takes focus: the element the person was on.
  const [opener] = useState(focusedNow);
  return (
    <Dialog.Content
      {...props}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const back = [opener, lastPageFocus].find((element) => element?.isConnected);
        back?.focus();
      }}
    />
  );
}
