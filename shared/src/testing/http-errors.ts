/** What axios rejects with for an HTTP error status, with the api's error body {statusCode, error, message, fields?}. */
export function httpError(status: number, message?: string, fields?: Record<string, string>): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: {
      status,
      data: { statusCode: status, error: 'Error', ...(message ? { message } : {}), fields },
    },
  });
}

/** What axios rejects with when no answer came back. */
export function networkError(): Error {
  return Object.assign(new Error('Network Error'), { isAxiosError: true, response: undefined });
}
