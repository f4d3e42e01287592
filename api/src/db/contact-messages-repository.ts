import { eq } from 'drizzle-orm';
import type { ContactMessage } from '@harmony/shared/domain';
import type { Database } from './client';
import { contactMessages } from './schema';

/** Keeps a contact message; answers its id (the ticket's number). */
export async function storeContactMessage(db: Database, message: ContactMessage): Promise<number> {
  const [stored] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!stored) throw new Error('contact message insert returned no row');
  return stored.id;
}

/** The message reached the shop: mailed_at stays empty until then, for a resend. */
export async function markContactMessageMailed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
}
