import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { consents, consentWordings } from '@maple/db/schema/consents';
import { pendingSubscriptions } from '@maple/db/schema/pending-subscriptions';
import type { Language } from '@maple/shared/i18n/languages';
import type { Actor } from '@maple/shared/permissions';
import type { ConsentMethod, ConsentPurpose, ConsentWithdrawalMethod, ListSubscribersQuery, Subscriber, SubscriberList } from '@maple/shared/schemas/consents';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { enqueueJobs } from '../../lib/jobs/enqueue-job.ts';
import { subscriberWelcomeJob, type SubscriberWelcomePayload } from './subscriber-welcome-job.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { publicMail } from './public-mail.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export type NewConsent = {
  leadId: string | null;
  email: string;
  purpose: ConsentPurpose;
  /** The language the words were shown in, and the person's mail is written in (decision 071). */
  language: Language;
  /** The exact words shown (filled in with the brokerage's name and address). */
  wording: string;
  givenAt: Date;
  clientAddress: string | null;
  page: string | null;
  method: ConsentMethod;
  /** Given in the borrower's portal (decision 098): who signed, the name they typed, their browser, and the application they signed. */
  applicantId?: string;
  signedName?: string;
  userAgent?: string | null;
  applicationSha256?: string;
  /** Recorded by an agent on the Book (written, oral, email): where the proof is kept. */
  note?: string | null;
};

/**
 * Keeps the proof of each consent (CASL s. 13 puts it on the sender): who, to which words, when,
 * from where and how. Called in the transaction that stores the leads, so neither exists alone.
 * A batch of leads (decision 053) looks each distinct wording up once and writes the consents in
 * one statement. Answers their ids in the order given.
 */
export async function recordConsents(tx: Tx, list: readonly NewConsent[]): Promise<string[]> {
  if (list.length === 0) return [];
  const wordings = new Map<string, { id: string }>();
  for (const consent of list) {
    const key = `${consent.purpose}\n${consent.wording}`;
    if (!wordings.has(key)) wordings.set(key, await wordingFor(tx, consent.purpose, consent.wording, consent.givenAt));
  }
  const rows = list.map((consent) => ({
    ...consent,
    id: randomUUID(),
    email: consent.email.toLowerCase(),
    wordingId: wordings.get(`${consent.purpose}\n${consent.wording}`)!.id,
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(consents).values(rows.slice(i, i + 1000));
  return rows.map((row) => row.id);
}

/**
 * The wording's version: found by the text's hash, or made as the purpose's next version. A new
 * text is rare (the catalogue or the brokerage's name changed), so making one takes a lock for the
 * transaction: two sign-ups racing on a new text must not both claim the next number.
 */
async function wordingFor(tx: Tx, purpose: ConsentPurpose, text: string, now: Date): Promise<{ id: string; version: number }> {
  const textHash = createHash('sha256').update(text).digest('hex');
  const find = () =>
    tx
      .select({ id: consentWordings.id, version: consentWordings.version })
      .from(consentWordings)
      .where(and(eq(consentWordings.purpose, purpose), eq(consentWordings.textHash, textHash)));
  const [found] = await find();
  if (found) return found;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consent_wordings'))`);
  const [raced] = await find();
  if (raced) return raced;
  const [latest] = await tx.select({ version: max(consentWordings.version) }).from(consentWordings).where(eq(consentWordings.purpose, purpose));
  const [made] = await tx
    .insert(consentWordings)
    .values({ purpose, version: (latest?.version ?? 0) + 1, text, textHash, createdAt: now })
    .returning({ id: consentWordings.id, version: consentWordings.version });
  return made!;
}

/** Queues the welcome mails of new subscribers, in the transaction that keeps their consents (a rolled-back sign-up sends nothing). */
export async function queueWelcomeMails(tx: Tx, consentIds: readonly string[], now: Date): Promise<void> {
  await enqueueJobs(tx, subscriberWelcomeJob, consentIds.map((consentId) => ({ consentId }) satisfies SubscriberWelcomePayload), { runAt: now });
}

export type ConsentRecord = typeof consents.$inferSelect & { wording: { version: number; text: string } };

/**
 * Every consent kept for an address, with its wording, oldest first: for the privacy requests
 * (issue 26 items 5–7: access exports these, erasure deletes them with `deleteConsentsOf`).
 */
export async function consentsOf(db: Db | Tx, email: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select({ consent: consents, version: consentWordings.version, text: consentWordings.text })
    .from(consents)
    .innerJoin(consentWordings, eq(consentWordings.id, consents.wordingId))
    .where(eq(consents.email, email.toLowerCase()))
    .orderBy(consents.givenAt, consents.id);
  return rows.map(({ consent, version, text }) => ({ ...consent, wording: { version, text } }));
}

/** Erases an address's consent rows (an erasure request); the wordings stay, they name nobody. Returns how many went. */
export async function deleteConsentsOf(db: Db | Tx, email: string): Promise<number> {
  const gone = await db.delete(consents).where(eq(consents.email, email.toLowerCase())).returning({ id: consents.id });
  return gone.length;
}

/** The language a consent was given in (its mails' and their pages'), or null when it is gone. */
export async function consentLanguage({ db }: Pick<Deps, 'db'>, id: string): Promise<Language | null> {
  const [row] = await db.select({ language: consents.language }).from(consents).where(eq(consents.id, id));
  return row?.language ?? null;
}

export type Withdrawal = { found: false } | { found: true; alreadyWithdrawn: boolean; language: Language };

/**
 * Withdraws, at once, every consent still standing for the address the consent `id` was given
 * from: an unsubscribe stops every mail the brokerage sends that person (CASL s. 11), not just one
 * list. A second click finds nothing left to withdraw and says so; nothing is changed twice.
 */
export async function withdrawConsents(deps: Deps, id: string, method: ConsentWithdrawalMethod): Promise<Withdrawal> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx): Promise<Withdrawal & { count?: number }> => {
    const [consent] = await tx.select({ email: consents.email, language: consents.language }).from(consents).where(eq(consents.id, id));
    if (!consent) return { found: false };
    const withdrawn = await tx
      .update(consents)
      .set({ withdrawnAt: now, withdrawalMethod: method })
      .where(and(eq(consents.email, consent.email), isNull(consents.withdrawnAt)))
      .returning({ id: consents.id });
    return { found: true, alreadyWithdrawn: withdrawn.length === 0, language: consent.language, count: withdrawn.length };
  });
  // The consent's id only: the address stays out of the logs.
  if (result.found) deps.logger.info('consent withdrawn', { consentId: id, method, count: result.count ?? 0 });
  return result.found ? { found: true, alreadyWithdrawn: result.alreadyWithdrawn, language: result.language } : { found: false };
}

const subscriberColumns = {
  id: consents.id,
  email: consents.email,
  givenAt: consents.givenAt,
  page: consents.page,
  method: consents.method,
  clientAddress: consents.clientAddress,
  wordingVersion: consentWordings.version,
  withdrawnAt: consents.withdrawnAt,
  withdrawalMethod: consents.withdrawalMethod,
};

function subscriberFilter(query: Pick<ListSubscribersQuery, 'q' | 'status'>): SQL | undefined {
  return and(
    eq(consents.purpose, 'newsletter'),
    query.q ? ilike(consents.email, containsPattern(query.q)) : undefined,
    query.status === 'active' ? isNull(consents.withdrawnAt) : query.status === 'unsubscribed' ? isNotNull(consents.withdrawnAt) : undefined,
  );
}

type SubscriberRow = { [K in keyof typeof subscriberColumns]: (typeof subscriberColumns)[K]['_']['data'] | (K extends 'withdrawnAt' | 'withdrawalMethod' | 'page' | 'clientAddress' ? null : never) };

const toSubscriber = ({ givenAt, withdrawnAt, ...row }: SubscriberRow): Subscriber => ({
  ...row,
  status: withdrawnAt ? 'unsubscribed' : 'active',
  consentedAt: givenAt.toISOString(),
  requestedAt: null,
  withdrawnAt: withdrawnAt?.toISOString() ?? null,
});

const pendingColumns = {
  id: pendingSubscriptions.id,
  email: pendingSubscriptions.email,
  requestedAt: pendingSubscriptions.requestedAt,
  page: pendingSubscriptions.page,
  clientAddress: pendingSubscriptions.clientAddress,
};

const pendingFilter = (query: Pick<ListSubscribersQuery, 'q'>): SQL | undefined =>
  and(eq(pendingSubscriptions.purpose, 'newsletter'), query.q ? ilike(pendingSubscriptions.email, containsPattern(query.q)) : undefined);

const toPendingSubscriber = (row: { id: string; email: string; requestedAt: Date; page: string | null; clientAddress: string | null }): Subscriber => ({
  ...row,
  status: 'pending',
  consentedAt: null,
  requestedAt: row.requestedAt.toISOString(),
  // Every sign-up comes from the form; the consent's method is set when it is confirmed.
  method: 'form',
  wordingVersion: null,
  withdrawnAt: null,
  withdrawalMethod: null,
});

/**
 * The console's subscribers (issue 26): one row per newsletter sign-up, newest first, and the
 * sign-ups awaiting confirmation (decision 058) under their own status. Unfiltered, the list is
 * both kinds by date (given, or last asked for): the page is cut from the two ordered reads'
 * first `page × pageSize` rows, which is enough to hold it whatever the mix.
 */
export async function listSubscribers({ db }: Deps, actor: Actor | null, query: ListSubscribersQuery): Promise<SubscriberList> {
  assertCan(actor, 'subscriber:read');
  const readConsents = query.status !== 'pending';
  const readPending = query.status === undefined || query.status === 'pending';
  const where = subscriberFilter(query);
  const reach = query.page * query.pageSize;
  const [consentRows, consentTotal, pendingRows, pendingTotal] = await Promise.all([
    readConsents
      ? db.select(subscriberColumns).from(consents).innerJoin(consentWordings, eq(consentWordings.id, consents.wordingId)).where(where).orderBy(desc(consents.givenAt), desc(consents.id)).limit(reach)
      : [],
    readConsents ? db.$count(consents, where) : 0,
    readPending ? db.select(pendingColumns).from(pendingSubscriptions).where(pendingFilter(query)).orderBy(desc(pendingSubscriptions.requestedAt), desc(pendingSubscriptions.id)).limit(reach) : [],
    readPending ? db.$count(pendingSubscriptions, pendingFilter(query)) : 0,
  ]);
  const merged = [
    ...consentRows.map((row) => ({ at: row.givenAt.getTime(), item: toSubscriber(row) })),
    ...pendingRows.map((row) => ({ at: row.requestedAt.getTime(), item: toPendingSubscriber(row) })),
  ].sort((a, b) => b.at - a.at || b.item.id.localeCompare(a.item.id));
  const items = merged.slice((query.page - 1) * query.pageSize, reach).map(({ item }) => item);
  return { items, total: consentTotal + pendingTotal };
}

/**
 * The addresses that may be mailed, for the brokerage's mail tool: each once, with its earliest
 * standing consent (the date a mail tool asks for), oldest first.
 */
export async function activeSubscribers({ db }: Deps, actor: Actor | null): Promise<{ email: string; consentedAt: Date; page: string | null }[]> {
  assertCan(actor, 'subscriber:read');
  const rows = await db
    .selectDistinctOn([consents.email], { email: consents.email, consentedAt: consents.givenAt, page: consents.page })
    .from(consents)
    .where(subscriberFilter({ status: 'active' }))
    .orderBy(consents.email, consents.givenAt);
  return rows.sort((a, b) => a.consentedAt.getTime() - b.consentedAt.getTime() || a.email.localeCompare(b.email));
}

/** The identification every mail to the public carries (CASL Regulations s. 2–3), for mail another module writes (the portal's links). */
export { identification as mailIdentification } from './public-mail.ts';

/** Mail to the public with the identification and the one-click unsubscribe, and the link's token, for mail another module writes (the renewal reminders, decision 103). */
export { publicMail } from './public-mail.ts';
export { unsubscribeToken } from './unsubscribe-token.ts';
/**
 * A mail to the public on a consent (a campaign, a rate alert): `publicMail`'s identification and
 * one-click unsubscribe (decision 046), its token signed for the consent that allowed the mail.
 */
export function mailWithUnsubscribe(
  mail: Omit<Parameters<typeof publicMail>[0], 'unsubscribeToken'> & { secrets: Secrets; consentId: string; now: Date },
): Mail {
  const { secrets, consentId, now, ...rest } = mail;
  return publicMail({ ...rest, unsubscribeToken: unsubscribeToken(secrets, consentId, now) });
}

/** The term and province a rate alert names, in the reader's language (decision 105): its confirmation and its mails. */
export { rateAlertNames } from './rate-alert-names.ts';
