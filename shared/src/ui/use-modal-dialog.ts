import { useEffect, useLayoutEffect, useRef } from 'react';

export interface ModalDialogOptions {
  /**
   * False while a window opened over the dialog (the payment checkout, added to the page's body) must
   * take the keyboard and the pointer: the dialog stays shown, no longer modal.
   */
  modal?: boolean;
  /**
   * The dialog itself (give it tabIndex -1) takes the focus as it opens, so its name is read first, not
   * its first control (a browser moves the focus to the first control, whatever the dialog says).
   */
  focusDialog?: boolean;
}

/**
 * A <dialog> shown modally for as long as it is mounted: the browser makes the page behind it inert,
 * keeps the keyboard inside, moves the focus in and gives it back, and turns Escape into the dialog's
 * `cancel` event. The page behind does not scroll meanwhile. Closed before it leaves the page (a layout
 * effect), so nothing stays inert.
 */
export function useModalDialog({ modal = true, focusDialog = false }: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (modal) dialog.showModal();
    else dialog.show();
    if (focusDialog) dialog.focus();
    return () => dialog.close();
  }, [modal, focusDialog]);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return ref;
}
