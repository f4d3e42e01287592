import type { FieldErrors } from '@harmony/shared';
import type { FormProblem } from '@harmony/shared/account';
import type { Notice } from '@harmony/shared/forms';

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

/** What a form shows of a refusal: its fields' messages and its notice. */
export interface ProblemView<K extends string> {
  setErrors(errors: FieldErrors<K>): void;
  setNotice(notice: Notice): void;
}

/**
 * Shows a form's check: the fields' messages (none when it passed) and, when it failed, the notice and
 * the focus on the first field it names. True when the form may be sent.
 */
export function passesCheck<K extends string>(
  problem: FormProblem<K> | null,
  form: HTMLFormElement | null,
  order: readonly K[],
  view: ProblemView<K>,
): boolean {
  view.setErrors(problem?.fields ?? {});
  if (!problem) return true;
  view.setNotice({ kind: 'error', text: problem.message });
  focusField(form, firstInvalid(problem.fields, order));
  return false;
}
