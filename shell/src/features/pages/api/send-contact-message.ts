import { apiClient } from '@harmony/shared';
import { type ContactMessage } from '@harmony/shared/contact';

interface ContactAnswer {
  message?: unknown;
}

/** POST /api/contact; resolves to the server's thank-you text when it sent one. */
export async function sendContactMessage(input: ContactMessage): Promise<string | undefined> {
  const { data } = await apiClient.post<ContactAnswer>('/api/contact', input);
  return typeof data?.message === 'string' && data.message.trim() ? data.message : undefined;
}
