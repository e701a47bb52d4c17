import { and, desc, eq } from 'drizzle-orm';
import { leads } from '@maple/db/schema/leads';
import { pendingSubscriptions } from '@maple/db/schema/pending-subscriptions';
import { confirmationToken } from '../modules/consents/subscription-confirmation-token.ts';
import type { TestApp } from './test-app.ts';

type Caller = Pick<TestApp, 'db' | 'clock' | 'secrets' | 'request'>;

/**
 * What the owner of a signed-up address does (decision 058): presses Confirm on the mailed link's
 * page. The link is signed here as the confirmation mail would carry it, so a test that needs a
 * newsletter lead need not run the mail queue. Answers the lead the confirmation made.
 */
export async function confirmSignUp(t: Caller, email: string, init: { headers?: Record<string, string> } = {}): Promise<string> {
  const [pending] = await t.db
    .select({ id: pendingSubscriptions.id })
    .from(pendingSubscriptions)
    .where(and(eq(pendingSubscriptions.email, email.toLowerCase()), eq(pendingSubscriptions.purpose, 'newsletter')));
  if (!pending) throw new Error(`no sign-up awaits confirmation for ${email}`);
  const token = confirmationToken(t.secrets, pending.id, t.clock.now());
  const res = await t.request(`/subscribe/confirm?token=${encodeURIComponent(token)}`, { method: 'POST', headers: init.headers });
  if (res.status !== 200) throw new Error(`confirmation answered ${res.status}`);
  const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.clientEmail, email.toLowerCase())).orderBy(desc(leads.createdAt)).limit(1);
  return lead!.id;
}
