import { asc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { mortgageServices } from '@maple/db/schema/catalogue';
import { servicesMessages } from '@maple/shared/messages/services';
import type { PublicService } from '@maple/shared/schemas/services';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';

/** Services in the order they were created (public-area §7). */
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

/** image_url holds an absolute URL or a key in the public service-images bucket (public-area §3). */
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
