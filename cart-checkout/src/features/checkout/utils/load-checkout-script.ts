import type { RazorpayConstructor } from '../types/razorpay';

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the checkout script (Razorpay's checkout.js or the api's sandbox, which defines the same
 * `window.Razorpay`) once per page: later payments reuse it. A failed load is forgotten, so a retry
 * tries again.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(`${src} did not define Razorpay`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
