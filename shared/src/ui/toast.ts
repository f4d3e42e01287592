import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';

/** SweetAlert2 is fetched on first use: it is not needed for the first render of any page. */
async function swal() {
  const { default: Swal } = await import('sweetalert2');
  return Swal;
}

export interface ToastOptions {
  icon?: SweetAlertIcon;
  text?: string;
  timer?: number;
  position?: SweetAlertOptions['position'];
}

// SweetAlert2 shows one popup at a time: a toast fired while another shows would replace it (the login
// toast used to hide 'Guest cart merged successfully!'). Toasts therefore wait their turn.
let toastQueue: Promise<unknown> = Promise.resolve();

/** A small, self-closing message ('2 item(s) added to cart'); resolves when it has closed. */
export function showToast(title: string, options: ToastOptions = {}): Promise<void> {
  const shown = toastQueue.then(() => fireToast(title, options));
  toastQueue = shown.catch(() => undefined);
  return shown;
}

async function fireToast(title: string, options: ToastOptions): Promise<void> {
  const Swal = await swal();
  await Swal.fire({
    toast: true,
    title,
    text: options.text,
    icon: options.icon ?? 'success',
    position: options.position ?? 'top-end',
    timer: options.timer ?? 1500,
    showConfirmButton: false,
    timerProgressBar: true,
  });
}

/** A modal message the shopper closes (alerts of SPEC §8). */
export async function showAlert(title: string, icon: SweetAlertIcon = 'info', text?: string): Promise<void> {
  const Swal = await swal();
  await Swal.fire({ title, text, icon, confirmButtonColor: '#12357a' });
}

/** A yes/no question; resolves true when the shopper confirms. */
export async function confirmAction(
  title: string,
  text: string,
  confirmButtonText: string,
  /** The way out, when "Cancel" would be ambiguous (cancelling an order). */
  cancelButtonText?: string,
): Promise<boolean> {
  const Swal = await swal();
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    ...(cancelButtonText ? { cancelButtonText } : {}),
    confirmButtonColor: '#12357a',
  });
  return result.isConfirmed;
}
