import type { FieldErrors } from '@harmony/shared';

/** The names of the fields whose value is blank (missing, or only spaces), in the order given. */
export function blankFields<K extends string>(values: Record<K, unknown>, order: readonly K[]): K[] {
  return order.filter((name) => {
    const value = values[name];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** The first field of `order` that has a message. */
export function firstInvalid<K extends string>(errors: FieldErrors<K>, order: readonly K[]): K | undefined {
  return order.find((name) => Boolean(errors[name]));
}

/** Moves the keyboard focus to the form's control of that name (the first invalid field). */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
  else if (element instanceof RadioNodeList && element[0] instanceof HTMLElement) element[0].focus();
}

/** True when the request never got an answer (network down, server unreachable). */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { isAxiosError?: boolean; response?: unknown };
  return candidate.isAxiosError === true && candidate.response === undefined;
}
