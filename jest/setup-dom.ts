import '@testing-library/jest-dom';

afterEach(() => {
  localStorage.clear();
});

/**
 * jsdom has no modal dialogs. What the screens rely on, as browsers do it: showModal() opens the dialog
 * and moves the focus to its first control (else the dialog), Escape in a modal dialog fires a
 * cancelable `cancel` and closes it unless cancelled, close() gives the focus back. The page behind is
 * not made inert here: keeping the keyboard inside is the browser's (the journeys check it).
 */
const modalDialogs = new WeakMap<HTMLDialogElement, Element | null>();
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function onEscape(event: KeyboardEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.key !== 'Escape' || !modalDialogs.has(dialog) || event.defaultPrevented) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

Object.assign(HTMLDialogElement.prototype, {
  show(this: HTMLDialogElement) {
    this.open = true;
  },
  showModal(this: HTMLDialogElement) {
    modalDialogs.set(this, document.activeElement);
    this.open = true;
    this.addEventListener('keydown', onEscape);
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  },
  close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.removeEventListener('keydown', onEscape);
    const previous = modalDialogs.get(this);
    modalDialogs.delete(this);
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    this.dispatchEvent(new Event('close'));
  },
});
