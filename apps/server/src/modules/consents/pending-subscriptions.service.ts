import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { pendingSubscriptions } from '@maple/db/schema/pending-subscriptions';
import type { Language } from '@maple/shared/i18n/languages';
import type { ConsentPurpose } from '@maple/shared/schemas/consents';
import type { Deps } from '../../lib/deps.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import { publiclyListed } from '../agents/agent-visibility.service.ts';
import { subscriptionConfirmationJob, type SubscriptionConfirmationPayload } from './subscription-confirmation-job.ts';

const day = 24 * 60 * 60 * 1000;
/** A pending address gets one confirmation mail a day at most, however often it is signed up. */
export const confirmationMailIntervalMs = day;
/** An address not confirmed within this many days of its last sign-up is forgotten. */
export const pendingKeptDays = 30;

export type SubscriptionRequest = {
  email: string;
  purpose: ConsentPurpose;
  agentId: string | null;
  page: string | null;
  clientAddress: string | null;
  /** The sign-up page's: the confirmation mail and page, and then the lead, are in it (decision 071). */
  language: Language;
  /** A rate alert's province and term (decision 105); absent for the newsletter. */
  details?: { province: string; termMonths: number } | null;
};

/**
 * A sign-up, before its address's owner has said yes (issue 42, decision 058): the request is kept
 * as a pending subscription and the one thing sent to the address is a confirmation mail, at most
 * once a day however often the address is signed up. The caller answers the same whatever
 * happened here (new, repeated, mail held back), so the answer tells nobody what the address is.
 * The purpose is a parameter: a future list (rate alerts) confirms the same way.
 */
export async function requestSubscription(deps: Deps, request: SubscriptionRequest): Promise<void> {
  const now = deps.clock.now();
  const email = request.email.toLowerCase();
  const mailed = await deps.db.transaction(async (tx) => {
    const details = { agentId: request.agentId, page: request.page, clientAddress: request.clientAddress, language: request.language, requestedAt: now, details: request.details ?? null };
    const [created] = await tx
      .insert(pendingSubscriptions)
      .values({ email, purpose: request.purpose, ...details, mailedAt: now })
      .onConflictDoNothing({ target: [pendingSubscriptions.email, pendingSubscriptions.purpose] })
      .returning({ id: pendingSubscriptions.id });
    if (created) return queueConfirmation(tx, created.id, now);
    // The row exists (or a racing sign-up just made it): lock it, keep the newest request's details.
    const [pending] = await tx
      .select({ id: pendingSubscriptions.id, mailedAt: pendingSubscriptions.mailedAt })
      .from(pendingSubscriptions)
      .where(and(eq(pendingSubscriptions.email, email), eq(pendingSubscriptions.purpose, request.purpose)))
      .for('update');
    if (!pending) return false;
    const due = now.getTime() - pending.mailedAt.getTime() >= confirmationMailIntervalMs;
    await tx
      .update(pendingSubscriptions)
      .set({ ...details, ...(due ? { mailedAt: now } : {}) })
      .where(eq(pendingSubscriptions.id, pending.id));
    return due ? queueConfirmation(tx, pending.id, now) : false;
  });
  deps.logger.info('subscription requested', { purpose: request.purpose, confirmationMailed: mailed });
}

async function queueConfirmation(tx: Tx, pendingId: string, now: Date): Promise<true> {
  await enqueueJob(tx, subscriptionConfirmationJob, { pendingId } satisfies SubscriptionConfirmationPayload, { runAt: now });
  return true;
}

/** A pending subscription as its confirmation page and the lead it becomes need it. */
export type PendingSubscription = typeof pendingSubscriptions.$inferSelect;

/**
 * A pending subscription as its confirmation needs it, or null when there is none (confirmed
 * already, forgotten, erased). The agent it named is kept only while still public (decision 059):
 * otherwise the sign-up goes to the brokerage like any lead without an agent.
 */
export async function pendingForConfirmation({ db }: Pick<Deps, 'db'>, id: string): Promise<PendingSubscription | null> {
  const [row] = await db.select().from(pendingSubscriptions).where(eq(pendingSubscriptions.id, id));
  if (!row?.agentId) return row ?? null;
  const [agent] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.id, row.agentId), publiclyListed));
  return { ...row, agentId: agent?.id ?? null };
}

/** A confirmed (or refused) pending subscription leaves the table. */
export async function dropPendingSubscription({ db }: Pick<Deps, 'db'>, id: string): Promise<void> {
  await db.delete(pendingSubscriptions).where(eq(pendingSubscriptions.id, id));
}

/** The daily job's work: every pending subscription whose last sign-up is over 30 days old is deleted. */
export async function forgetUnconfirmedSubscriptions({ db, clock, logger }: Deps): Promise<number> {
  const before = new Date(clock.now().getTime() - pendingKeptDays * day);
  const gone = await db.delete(pendingSubscriptions).where(lt(pendingSubscriptions.requestedAt, before)).returning({ id: pendingSubscriptions.id });
  logger.info('unconfirmed subscriptions forgotten', { removed: gone.length, requestedBefore: before.toISOString() });
  return gone.length;
}

/** Every pending subscription of an address (privacy access and erasure, decision 049). */
export async function pendingSubscriptionsOf({ db }: Pick<Deps, 'db'>, email: string): Promise<PendingSubscription[]> {
  return db.select().from(pendingSubscriptions).where(eq(pendingSubscriptions.email, email.toLowerCase())).orderBy(pendingSubscriptions.requestedAt);
}

export async function deletePendingSubscriptionsOf({ db }: Pick<Deps, 'db'>, email: string): Promise<number> {
  const gone = await db.delete(pendingSubscriptions).where(eq(pendingSubscriptions.email, email.toLowerCase())).returning({ id: pendingSubscriptions.id });
  return gone.length;
}
