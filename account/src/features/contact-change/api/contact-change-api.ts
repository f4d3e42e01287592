import { apiClient } from '@harmony/shared';

/** Which mailed link: the one to the new address that confirms, or the one to the old that undoes. */
export type ContactLink = 'confirm' | 'undo';

const PATHS: Record<ContactLink, string> = {
  confirm: '/api/users/confirm-contact-change',
  undo: '/api/users/undo-contact-change',
};

/** POST the link's token → the api's sentence of success. */
export async function sendContactLink(link: ContactLink, token: string): Promise<string | undefined> {
  const { data } = await apiClient.post<{ message?: unknown }>(PATHS[link], { token });
  return typeof data?.message === 'string' ? data.message : undefined;
}
