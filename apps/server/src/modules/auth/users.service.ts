import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { user } from '@maple/db/schema/auth';
import { usersMessages } from '@maple/shared/messages/users';
import type { Actor } from '@maple/shared/permissions';
import type { Role } from '@maple/shared/roles';
import type { ListOf, PageQuery } from '@maple/shared/schemas/paging';
import type { AdminUser, PasswordLinkSent, UpdateUserInput } from '@maple/shared/schemas/users';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { paginate } from '../../lib/paginate.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { noAuditSource, recordAudit, type AuditSource } from '../audit/audit.service.ts';
import { endSessionsOf } from './sessions.service.ts';
import { hasPassword, issuePasswordLink } from './password-links.service.ts';

/** Whether the user has a password (an invited user who never used the link has none). */
// Written out: drizzle leaves a column unqualified inside a single-table select, where "id" would be the account's.
const passwordSet = sql<boolean>`exists (select 1 from "account" as a where a.user_id = "user"."id" and a.provider_id = 'credential' and a.password is not null)`;

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  disabled: user.disabled,
  twoFactorEnabled: user.twoFactorEnabled,
  lastSignInAt: user.lastSignInAt,
  passwordSet,
  createdAt: user.createdAt,
};

type UserRow = { id: string; name: string; email: string; role: string; disabled: boolean; twoFactorEnabled: boolean; lastSignInAt: Date | null; passwordSet: boolean; createdAt: Date };
const toAdminUser = (row: UserRow): AdminUser => ({
  ...row,
  role: row.role as Role,
  // PGlite and node-postgres both answer a boolean; the cast keeps a driver that answers 't' honest.
  passwordSet: row.passwordSet === true || (row.passwordSet as unknown) === 't',
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The console's users: everyone who can sign in, by name; `q` searches name and email. */
export async function listUsers({ db }: Deps, actor: Actor | null, query: PageQuery): Promise<ListOf<AdminUser>> {
  assertCan(actor, 'user:read');
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
  const page = await paginate(db.select(columns).from(user).where(where).orderBy(asc(user.name), asc(user.email), asc(user.id)).$dynamic(), db.$count(user, where), query);
  return { items: page.items.map(toAdminUser), total: page.total };
}

async function findUser(db: Deps['db'], id: string): Promise<AdminUser> {
  const [row] = await db.select(columns).from(user).where(eq(user.id, id));
  if (!row) throw new AppError('not_found', usersMessages.notFound);
  return toAdminUser(row);
}

/**
 * Turns a user's sign-in off or on. Off ends every session of theirs in the same transaction (the
 * rows go, so the next request of any of them, on any process, is refused) and better-auth makes
 * no new one (lib/auth-recovery.ts). The super admin cannot turn off their own.
 */
export async function setUserDisabled({ db, clock }: Deps, actor: Actor | null, id: string, input: UpdateUserInput, source: AuditSource = noAuditSource): Promise<AdminUser> {
  assertCan(actor, 'user:update');
  if (input.disabled && id === actor.userId) throw new AppError('bad_request', usersMessages.cannotDisableSelf, { disabled: usersMessages.cannotDisableSelf });
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ disabled: user.disabled, email: user.email }).from(user).where(eq(user.id, id)).for('update');
    if (!before) throw new AppError('not_found', usersMessages.notFound);
    if (before.disabled === input.disabled) return;
    await tx.update(user).set({ disabled: input.disabled, updatedAt: now }).where(eq(user.id, id));
    const ended = input.disabled ? await endSessionsOf(tx, id) : 0;
    await recordAudit(tx, now, {
      kind: input.disabled ? 'user_disabled' : 'user_enabled',
      ...source,
      targetUserId: id,
      targetLabel: before.email,
      detail: input.disabled ? { sessionsEnded: ended } : {},
    });
  });
  return findUser(db, id);
}

/**
 * Mails the user a link to set a password: a reset link (30 minutes), or, to an invited user who
 * has not set one yet, the invitation again (7 days).
 */
export async function sendPasswordLink({ db, clock, secrets }: Deps & { secrets: Secrets }, actor: Actor | null, id: string, source: AuditSource = noAuditSource): Promise<PasswordLinkSent> {
  assertCan(actor, 'user:update');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ email: user.email, role: user.role }).from(user).where(eq(user.id, id));
    if (!target) throw new AppError('not_found', usersMessages.notFound);
    const kind = (await hasPassword(tx, id)) ? 'reset' : 'invitation';
    await issuePasswordLink(tx, { clock, secrets }, id, kind);
    await recordAudit(tx, now, {
      kind: kind === 'reset' ? 'password_reset_requested' : 'user_invited',
      ...source,
      targetUserId: id,
      targetLabel: target.email,
      detail: kind === 'reset' ? { by: 'admin' } : { role: target.role, resent: true },
    });
    return { kind, email: target.email };
  });
}
