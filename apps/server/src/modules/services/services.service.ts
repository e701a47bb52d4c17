import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { mortgageServices } from '@maple/db/schema/catalogue';
import { servicesMessages } from '@maple/shared/messages/services';
import type { Actor } from '@maple/shared/permissions';
import { serviceTextLimit, type AdminService, type PublicService, type SavedService, type ServiceValues } from '@maple/shared/schemas/services';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { lacksFrench } from '../../lib/french-text.ts';

type Row = typeof mortgageServices.$inferSelect;

/** Decision 069: a service is on the French site once each text it has in English has its French. */
function serviceLacksFrench(row: Row): boolean {
  return lacksFrench([
    [row.name, row.nameFr],
    [row.description, row.descriptionFr],
    [row.content, row.contentFr],
    [row.features, row.featuresFr],
  ]);
}

/** Services in the order they were created (public-site §7); in French, those written in French. */
export async function listServices(db: Db, language: Language = 'en'): Promise<PublicService[]> {
  const rows = await db.select().from(mortgageServices).orderBy(asc(mortgageServices.createdAt), asc(mortgageServices.id));
  return rows.filter((row) => language === 'en' || !serviceLacksFrench(row)).map((row) => toPublic(row, language));
}

/** A service in `language`; in French, one without its French text is not found (never English under a French page). */
export async function findService(db: Db, id: string, language: Language = 'en'): Promise<PublicService | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(mortgageServices).where(eq(mortgageServices.id, id));
  if (!row || (language === 'fr' && serviceLacksFrench(row))) return null;
  return toPublic(row, language);
}

export async function getService(db: Db, id: string, language: Language = 'en'): Promise<PublicService> {
  const service = await findService(db, id, language);
  if (!service) throw new AppError('not_found', servicesMessages.notFound);
  return service;
}

/** The console's read of one service: both languages, for the super admin only. */
export async function getAdminService({ db }: Pick<Deps, 'db'>, actor: Actor | null, id: string): Promise<AdminService> {
  assertCan(actor, 'service:read');
  const [row] = isRecordId(id) ? await db.select().from(mortgageServices).where(eq(mortgageServices.id, id)) : [];
  if (!row) throw new AppError('not_found', servicesMessages.notFound);
  return toAdmin(row);
}

/** image_url holds an absolute URL or a key in the public service-images bucket (public-site §3). */
export function serviceImageUrl(value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `/files/service-images/${value.split('/').map(encodeURIComponent).join('/')}`;
}

/** The public record in `language`; French is asked only of a row that has its French text. */
function toPublic(row: Row, language: Language = 'en'): PublicService {
  const french = language === 'fr' && row.nameFr !== null;
  return {
    id: row.id,
    name: french ? row.nameFr! : row.name,
    description: french ? row.descriptionFr : row.description,
    content: french ? row.contentFr : row.content,
    imageUrl: serviceImageUrl(row.imageUrl),
    features: french ? row.featuresFr : row.features,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdmin(row: Row): AdminService {
  return { ...toPublic(row), nameFr: row.nameFr, descriptionFr: row.descriptionFr, contentFr: row.contentFr, featuresFr: row.featuresFr, missingFrench: serviceLacksFrench(row) };
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
  const nameFr = fit(input.nameFr ?? null);
  const descriptionFr = fit(input.descriptionFr ?? null);
  return {
    values: {
      ...input,
      name: name.value!,
      description: description.value,
      // Absent leaves the stored French as it is (undefined is not written).
      nameFr: input.nameFr === undefined ? undefined : nameFr.value,
      descriptionFr: input.descriptionFr === undefined ? undefined : descriptionFr.value,
    },
    truncated: name.cut || description.cut || nameFr.cut || descriptionFr.cut,
  };
}

export async function listAdminServices(deps: Deps, actor: Actor | null): Promise<{ items: AdminService[]; total: number }> {
  assertCan(actor, 'service:read');
  const rows = await deps.db.select().from(mortgageServices).orderBy(desc(mortgageServices.createdAt), desc(mortgageServices.id));
  return { items: rows.map(toAdmin), total: rows.length };
}

export async function createService(deps: Deps, actor: Actor | null, input: ServiceValues): Promise<SavedService> {
  assertCan(actor, 'service:create');
  const { values, truncated } = serviceValues(input);
  const [row] = await deps.db.insert(mortgageServices).values(values).returning();
  deps.logger.info('service created', { serviceId: row!.id, truncated });
  return { service: toAdmin(row!), truncated };
}

export async function updateService(deps: Deps, actor: Actor | null, id: string, input: ServiceValues): Promise<SavedService> {
  assertCan(actor, 'service:update');
  const { values, truncated } = serviceValues(input);
  const [row] = isRecordId(id) ? await deps.db.update(mortgageServices).set(values).where(eq(mortgageServices.id, id)).returning() : [];
  if (!row) throw new AppError('not_found', servicesMessages.notFound);
  return { service: toAdmin(row), truncated };
}

export async function deleteService(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'service:delete');
  const [row] = isRecordId(id) ? await deps.db.delete(mortgageServices).where(eq(mortgageServices.id, id)).returning({ id: mortgageServices.id }) : [];
  if (!row) throw new AppError('not_found', servicesMessages.notFound);
  deps.logger.info('service deleted', { serviceId: id });
}
