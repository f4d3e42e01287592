/** What a screen knows about data it asked for: still coming, failed, or here. */
export type QueryStatus = 'loading' | 'error' | 'success';

export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
}

export const loadingState = <T>(): QueryState<T> => ({
  status: 'loading',
  data: undefined,
  error: undefined,
});
export const successState = <T>(data: T): QueryState<T> => ({ status: 'success', data, error: undefined });
export const errorState = <T>(error: unknown): QueryState<T> => ({ status: 'error', data: undefined, error });
