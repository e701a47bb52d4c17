import { and, desc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { testimonials } from '@maple/db/schema/testimonials';
import { agentsMessages } from '@maple/shared/messages/agents';
import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import type { Actor } from '@maple/shared/permissions';
import type { PageQuery } from '@maple/shared/schemas/paging';
import { isRecordId } from '@maple/shared/schemas/path-params';
import type { PublicTestimonial, Testimonial, TestimonialList, TestimonialPermission } from '@maple/shared/schemas/testimonials';
import { emitWebhookEvent } from '../webhooks/webhook-events.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import { scopeFor } from '../../lib/scope.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { paginate } from '../../lib/paginate.ts';
import { lacksFrench } from '../../lib/french-text.ts';

/** A testimonial's words as parsed by testimonialInput (rating already defaulted to 5), with the author's permission if given. */
export type TestimonialData = { clientName: string; content: string; rating: number; permission?: TestimonialPermission; contentFr?: string | null };

const t = testimonials;
const publicColumns = { id: t.id, clientName: t.clientName, content: t.content, rating: t.rating, createdAt: t.createdAt, relationship: t.permissionRelationship };
/** The columns of a public read in `language`: the French words, where only testimonials that have them are read (decision 069). */
const publicColumnsIn = (language: Language) => (language === 'fr' ? { ...publicColumns, content: sql<string>`${t.contentFr}` } : publicColumns);
/** In French, only the testimonials with their French words: never English words on a French page. */
const writtenIn = (language: Language) => (language === 'fr' ? isNotNull(t.contentFr) : undefined);

/** The home page shows at most 6 (public-site §9). */
export const homeTestimonialLimit = 6;

/**
 * Approved testimonials a super admin wrote (admin_id set), newest first. Agent-submitted ones
 * appear only on that agent's profile.
 */
export async function listHomeTestimonials(db: Db, language: Language = 'en'): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(publicColumnsIn(language))
    .from(t)
    .where(and(eq(t.isApproved, true), isNotNull(t.adminId), writtenIn(language)))
    .orderBy(desc(t.createdAt))
    .limit(homeTestimonialLimit);
  return rows.map(toPublic);
}

/** One agent's approved testimonials for their profile page, newest first (testimonials_agent_idx). */
export async function listAgentTestimonials(db: Db, agentId: string, language: Language = 'en'): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(publicColumnsIn(language))
    .from(t)
    .where(and(eq(t.agentId, agentId), eq(t.isApproved, true), writtenIn(language)))
    .orderBy(desc(t.createdAt));
  return rows.map(toPublic);
}

type PublicRow = { id: string; clientName: string; content: string; rating: number; createdAt: Date; relationship: TestimonialPermission['relationship'] | null };
function toPublic({ relationship, ...row }: PublicRow): PublicTestimonial {
  return { ...row, createdAt: row.createdAt.toISOString(), disclosure: disclosureOf(relationship) };
}

/** What the public card discloses: a tie to the brokerage, never 'none'. */
const disclosureOf = (relationship: TestimonialPermission['relationship'] | null) => (relationship && relationship !== 'none' ? relationship : null);

// Signed-in verbs: the console sees every testimonial, an agent only their own (scopeFor).

const m = testimonialsMessages;

const columns = {
  ...publicColumns,
  agentId: t.agentId,
  agentName: agents.name,
  adminId: t.adminId,
  adminName: user.name,
  isApproved: t.isApproved,
  permissionMethod: t.permissionMethod,
  permissionGrantedAt: t.permissionGrantedAt,
  contentFr: t.contentFr,
};

const selectTestimonials = (db: Db) =>
  db.select(columns).from(t).leftJoin(agents, eq(agents.id, t.agentId)).leftJoin(user, eq(user.id, t.adminId));
type Row = Awaited<ReturnType<typeof selectTestimonials>>[number];
const toTestimonial = ({ permissionMethod, permissionGrantedAt, relationship, ...row }: Row): Testimonial => ({
  ...row,
  missingFrench: lacksFrench([[row.content, row.contentFr]]),
  createdAt: row.createdAt.toISOString(),
  disclosure: disclosureOf(relationship),
  permission: permissionMethod && permissionGrantedAt && relationship ? { method: permissionMethod, grantedAt: permissionGrantedAt, relationship } : null,
});

/** The permission columns a write sets; nothing when none was given (an edit keeps the stored one). */
function permissionSet(permission: TestimonialPermission | undefined) {
  if (!permission) return {};
  return { permissionMethod: permission.method, permissionGrantedAt: permission.grantedAt, permissionRelationship: permission.relationship };
}

/** Approved means shown to the public: not without the author's permission on record (400 naming `permission`). */
const permissionRequired = () => new AppError('bad_request', m.permission.required, { permission: m.permission.required });

/** Testimonials the actor may read, newest first; `q` matches the client's name. */
export async function listTestimonials({ db }: Deps, actor: Actor | null, query: PageQuery): Promise<TestimonialList> {
  const where = and(scopeFor(actor, 'testimonial:read'), query.q ? ilike(t.clientName, containsPattern(query.q)) : undefined);
  const page = await paginate(selectTestimonials(db).where(where).orderBy(desc(t.createdAt), desc(t.id)).$dynamic(), db.$count(t, where), query);
  return { items: page.items.map(toTestimonial), total: page.total };
}

/** One testimonial within the actor's scope for `permission`; outside it, 404 like a missing one. */
async function getTestimonial({ db }: Deps, actor: Actor | null, id: string, permission: 'testimonial:read' | 'testimonial:update' | 'testimonial:delete' = 'testimonial:read'): Promise<Testimonial> {
  const where = scopeFor(actor, permission);
  if (!isRecordId(id)) throw new AppError('not_found', m.notFound);
  const [row] = await selectTestimonials(db).where(and(eq(t.id, id), where));
  if (!row) throw new AppError('not_found', m.notFound);
  return toTestimonial(row);
}

/** The dashboard's submit: tied to the actor's agent record, pending until the console approves it (§4). */
export async function submitTestimonial(deps: Deps, actor: Actor | null, { permission, ...input }: TestimonialData): Promise<Testimonial> {
  assertCan(actor, 'testimonial:create', { agentId: actor?.agentId ?? null }, agentsMessages.notFound);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(t)
      .values({ ...input, ...permissionSet(permission), agentId: actor.agentId, isApproved: false, adminId: null, createdAt: deps.clock.now() })
      .returning({ id: t.id });
    const [stored] = await selectTestimonials(tx).where(eq(t.id, created!.id));
    // The console's integration hears of it as the console would read it, pending approval.
    await emitWebhookEvent(tx, deps.clock.now(), 'testimonial.submitted', toTestimonial(stored!));
    return created;
  });
  deps.logger.info('testimonial submitted', { testimonialId: row!.id, agentId: actor.agentId });
  return getTestimonial(deps, actor, row!.id);
}

/**
 * The console's own testimonial: written by this super admin (admin_id), approved at once, on no
 * agent (§7); so the author's permission must come with it (issue 27).
 */
export async function addAdminTestimonial(deps: Deps, actor: Actor | null, { permission, ...input }: TestimonialData): Promise<Testimonial> {
  assertCan(actor, 'testimonial:create', { agentId: null });
  if (!permission) throw permissionRequired();
  const [row] = await deps.db
    .insert(t)
    .values({ ...input, ...permissionSet(permission), agentId: null, isApproved: true, adminId: actor.userId })
    .returning({ id: t.id });
  deps.logger.info('admin testimonial added', { testimonialId: row!.id });
  return getTestimonial(deps, actor, row!.id);
}

/** §4: an admin-authored testimonial may be edited only by its author; any other caller gets 403. */
export async function editAdminTestimonial(deps: Deps, actor: Actor | null, id: string, { permission, ...input }: TestimonialData): Promise<Testimonial> {
  assertCan(actor, 'testimonial:update');
  const current = await getTestimonial(deps, actor, id, 'testimonial:update');
  if (current.adminId !== actor.userId) throw new AppError('forbidden', m.onlyAuthor);
  await deps.db.update(t).set({ ...input, ...permissionSet(permission) }).where(eq(t.id, current.id));
  deps.logger.info('admin testimonial edited', { testimonialId: current.id });
  return getTestimonial(deps, actor, id);
}

/**
 * §4: the console toggles approval on testimonials agents submitted; admin-written ones stay
 * approved. Approving needs the author's permission, stored already or given with the approval.
 */
export async function setTestimonialApproval(
  deps: Deps,
  actor: Actor | null,
  id: string,
  { isApproved, permission }: { isApproved: boolean; permission?: TestimonialPermission },
): Promise<Testimonial> {
  const current = await getTestimonial(deps, actor, id, 'testimonial:update');
  if (current.adminId) throw new AppError('conflict', m.adminAlwaysApproved);
  if (isApproved && !permission && !current.permission) throw permissionRequired();
  await deps.db.update(t).set({ isApproved, ...permissionSet(permission) }).where(eq(t.id, current.id));
  deps.logger.info(isApproved ? 'testimonial approved' : 'testimonial unapproved', { testimonialId: current.id });
  return getTestimonial(deps, actor, id);
}

export async function deleteTestimonial(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const current = await getTestimonial(deps, actor, id, 'testimonial:delete');
  await deps.db.delete(t).where(eq(t.id, current.id));
  deps.logger.info('testimonial deleted', { testimonialId: current.id });
}
