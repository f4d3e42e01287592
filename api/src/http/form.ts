import type { FormProblem } from '@harmony/shared/domain';
import { HttpError } from './http-errors';

/** A refused form as a 400 in the usual shape: the sentence and the message per field. */
export function formError(problem: FormProblem<string>): HttpError {
  const fields = Object.fromEntries(
    Object.entries(problem.fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return new HttpError(400, problem.message, fields);
}

/** A form's text field as it is kept: without the spaces around it; missing is empty. */
export const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** A request refused: a 400 with its sentence, on the field it names (if any). */
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? { [field]: message } : undefined);
