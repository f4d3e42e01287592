import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../schemas/common';

/** An error whose message is meant for the client, whatever its status (e.g. 503 from the health check). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra members of the answer (the orders routes add success: false). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

/** A 503 for what will pass by itself (the database restarting): the shopper tries again. */
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a minute.';
