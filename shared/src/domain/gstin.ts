import { GST_STATE_CODES } from './gst-states';

/**
 * A GSTIN (a GST registration number, 15 characters): the state code, the holder's PAN, an entity
 * number, "Z", and a check character. A business buyer gives theirs (and their legal name) at the order
 * confirmation so the tax invoice names them (CGST Rules, rule 46); the dialog and create-order judge it
 * with the same rule and the same words.
 */

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STATE_CODES = new Set(Object.values(GST_STATE_CODES));

/** Registered legal names run long ("… Private Limited"), but a line of an invoice has its limit. */
export const MAX_LEGAL_NAME = 100;

/** The 15th character of a GSTIN: its check digit over the first 14 (base 36, weights 1 and 2). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

/** A GSTIN as typed, as it is kept: capitals, without spaces ("29aagcb 7383j1z4" → "29AAGCB7383J1Z4"). */
export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export const GSTIN_MESSAGES = {
  required: 'Enter your GSTIN, or untick the business invoice.',
  format:
    'A GSTIN has 15 characters: the 2-digit state code, the 10 of your PAN, then 3 more (for example 29AAGCB7383J1Z4).',
  stateCode: (code: string) => `A GSTIN starts with a state code, and ${code} is not one. Please check it.`,
  checkCharacter:
    'This GSTIN does not add up: its last character does not match the others. Please check it for a typing mistake.',
  legalNameRequired: 'Enter the legal name registered with this GSTIN.',
  legalNameTooLong: `The legal name can be at most ${MAX_LEGAL_NAME} characters.`,
  legalNameWithoutGstin: 'A legal name goes on the invoice only with a GSTIN: enter the GSTIN too.',
} as const;

/** Why a GSTIN is refused: its shape, its first two digits, or its check character. */
export type GstinFault = 'format' | 'state_code' | 'check_character';

export interface GstinProblem {
  fault: GstinFault;
  message: string;
}

/** Why the (normalized) GSTIN is wrong, the first fault found; null for a good one. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return { fault: 'format', message: GSTIN_MESSAGES.format };
  const code = gstin.slice(0, 2);
  if (!STATE_CODES.has(code)) return { fault: 'state_code', message: GSTIN_MESSAGES.stateCode(code) };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return { fault: 'check_character', message: GSTIN_MESSAGES.checkCharacter };
  return null;
}

/** A well-formed GSTIN: a known state code, PAN, entity number, "Z", and a check character that matches. */
export function isGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** The business buyer an invoice names: their GSTIN and the legal name registered with it. */
export interface BusinessBuyer {
  gstin: string;
  legalName: string;
}

/** The fields of a business buyer as a form or a request gives them; blank is not given. */
export interface BusinessBuyerInput {
  gstin?: string | null;
  legalName?: string | null;
}

/** Each field's message, when it has one. */
export interface BusinessBuyerErrors {
  gstin?: string;
  legalName?: string;
}

export type BusinessBuyerCheck =
  { ok: true; buyer: BusinessBuyer | null } | { ok: false; errors: BusinessBuyerErrors };

/**
 * A business buyer from what was typed: nothing given is no business buyer; a GSTIN must be good
 * (its reason otherwise) and come with a legal name; a legal name alone is refused.
 */
export function checkBusinessBuyer(input: BusinessBuyerInput): BusinessBuyerCheck {
  const gstin = normalizeGstin(input.gstin ?? '');
  const legalName = (input.legalName ?? '').trim().replace(/\s+/g, ' ');
  if (!gstin && !legalName) return { ok: true, buyer: null };
  const errors: BusinessBuyerErrors = {};
  if (!gstin) errors.gstin = GSTIN_MESSAGES.legalNameWithoutGstin;
  else {
    const problem = gstinProblem(gstin);
    if (problem) errors.gstin = problem.message;
  }
  if (gstin && !legalName) errors.legalName = GSTIN_MESSAGES.legalNameRequired;
  else if (legalName.length > MAX_LEGAL_NAME) errors.legalName = GSTIN_MESSAGES.legalNameTooLong;
  if (errors.gstin || errors.legalName) return { ok: false, errors };
  return { ok: true, buyer: { gstin, legalName } };
}
