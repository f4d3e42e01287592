import { useLayoutEffect, useRef } from 'react';

/**
 * A <dialog> shown modally for as long as it is mounted: the browser makes the page behind it inert and
 * keeps the keyboard inside. Closed before it leaves the page (layout effect), so nothing stays inert.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
