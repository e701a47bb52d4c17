import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { mortgageServices } from '@maple/db/schema/catalogue';
import { servicesMessages } from '@maple/shared/messages/services';
import type { Actor } from '@maple/shared/permissions';
import { serviceTextLimit, type PublicService, type SavedService, type ServiceValues } from '@maple/shared/schemas/services';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';

/** Services in the order they were created (public-site §7). */
export async function listServices(db: Db): Promise<PublicService[]> {
  const rows = await db.select().from(mortgageServices).orderBy(asc(mortgageServices.createdAt), asc(mortgageServices.id));
  return rows.map(toPublic);
}

export async function findService(db: Db, id: string): Promise<PublicService | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(mortgageServices).where(eq(mortgageServices.id, id));
  return row ? toPublic(row) : null;
}

export async function getService(db: Db, id: string): Promise<PublicService> {
  const service = await findService(db, id);
  if (!service) throw new AppError('not_found', servicesMessages.notFound);
  return service;
}

/** The console's read of one service: the same record, for the super admin only. */
export async function getAdminService({ db }: Pick<Deps, 'db'>, actor: Actor | null, id: string): Promise<PublicService> {
  assertCan(actor, 'service:read');
  return getService(db, id);
}

/** image_url holds an absolute URL or a key in the public service-images bucket (public-site §3). */
export function serviceImageUrl(value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `/files/service-images/${value.split('/').map(encodeURIComponent).join('/')}`;
}

function toPublic(row: typeof mortgageServices.$inferSelect): PublicService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    content: row.content,
    imageUrl: serviceImageUrl(row.imageUrl),
    features: row.features,
    createdAt: row.createdAt.toISOString(),
  };
}

// Console verbs (super_admin): the whole form is saved each time.

/** Cuts to the column's 255 characters (code points, as PostgreSQL counts), saying whether it did. */
function fit(value: string | null): { value: string | null; cut: boolean } {
  if (value === null) return { value, cut: false };
  const chars = Array.from(value);
  return chars.length > serviceTextLimit ? { value: chars.slice(0, serviceTextLimit).join('').trimEnd(), cut: true } : { value, cut: false };
}

function serviceValues(input: ServiceValues) {
  const name = fit(input.name);
  const description = fit(input.description);
  return { values: { ...input, name: name.value!, description: description.value }, truncated: name.cut || description.cut };
}

export async function listAdminServices(deps: Deps, actor: Actor | null): Promise<{ items: PublicService[]; total: number }> {
  assertCan(actor, 'service:read');
  const rows = await deps.db.select().from(mortgageServices).orderBy(desc(mortgageServices.createdAt), desc(mortgageServices.id));
  return { items: rows.map(toPublic), total: rows.length };
}

export async function createService(deps: Deps, actor: Actor | null, input: ServiceValues): Promise<SavedService> {
  assertCan(actor, 'service:create');
  const { values, truncated } = serviceValues(input);
  const [row] = await deps.db.insert(mortgageServices).values(values).returning();
  deps.logger.info('service created', { serviceId: row!.id, truncated });
  return { service: toPublic(row!), truncated };
}

export async function updateService(deps: Deps, actor: Actor | null, id: string, input: ServiceValues): Promise<SavedService> {
  assertCan(actor, 'service:update');
  const { values, truncated } = serviceValues(input);
  const [row] = isRecordId(id) ? await deps.db.update(mortgageServices).set(values).where(eq(mortgageServices.id, id)).returning() : [];
  if (!row) throw new AppError('not_found', servicesMessages.notFound);
  return { service: toPublic(row), truncated };
}

export async function deleteService(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'service:delete');
  const [row] = isRecordId(id) ? await deps.db.delete(mortgageServices).where(eq(mortgageServices.id, id)).returning({ id: mortgageServices.id }) : [];
  if (!row) throw new AppError('not_found', servicesMessages.notFound);
  deps.logger.info('service deleted', { serviceId: id });
}
