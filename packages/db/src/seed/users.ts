import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { systemClock } from '@maple/shared/clock';
import type { Role } from '@maple/shared/roles';
import { toProfileSlug } from '@maple/shared/slug';
import type { Db, Tx } from '../client.ts';
import { passwordHashing } from '../password-hashing.ts';
import { account, user } from '../schema/auth.ts';
import { agents } from '../schema/agents.ts';

export type NewUser = {
  email: string;
  /** Absent for an invited user, who sets one through the emailed link (no credential row until then). */
  password?: string;
  role: Role;
  name: string;
  /** Extra agent fields for agent and admin accounts. */
  agent?: Partial<typeof agents.$inferInsert>;
};

export class UserExistsError extends Error {}

/**
 * Makes a sign-in-able user the way better-auth's email sign-up would (user + credential account,
 * scrypt hash), plus the agent record that agent and admin accounts work through.
 */
/** `now` dates the rows (a service passes its clock's; scripts may leave the system's). In `db`'s transaction when it is one. */
export async function createUserWithPassword(db: Db | Tx, input: NewUser, now: Date = systemClock.now()) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = input.password === undefined ? null : await passwordHashing().hash(input.password);
  return (db as Db).transaction(async (tx) => {
    const existing = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing.length > 0) throw new UserExistsError(`A user with the email ${email} already exists.`);
    const id = randomUUID();
    const [created] = await tx
      .insert(user)
      .values({ id, email, name: input.name, role: input.role, emailVerified: true, createdAt: now, updatedAt: now })
      .returning();
    if (passwordHash !== null) {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    }
    let agent: typeof agents.$inferSelect | undefined;
    if (input.role === 'agent' || input.role === 'admin') {
      [agent] = await tx
        .insert(agents)
        .values({
          name: input.name,
          email,
          profileSlug: await freeProfileSlug(tx, toProfileSlug(input.name)),
          createdAt: now,
          updatedAt: now,
          ...input.agent,
          userId: id,
        })
        .returning();
    }
    return { user: created!, agent };
  });
}

/** 'sarahchen', or 'sarahchen2', 'sarahchen3'… when taken; null when the name has no letters or digits. */
export async function freeProfileSlug(tx: Tx, base: string): Promise<string | null> {
  if (!base) return null;
  const taken = new Set(
    (await tx.select({ slug: agents.profileSlug }).from(agents).where(like(agents.profileSlug, `${base}%`))).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
