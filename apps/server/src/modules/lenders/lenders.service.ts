import { asc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { lenders } from '@maple/db/schema/catalogue';
import type { PublicLender } from '@maple/shared/schemas/lenders';

/** Active lenders in the order the console set (lenders_public_idx). */
export async function listPublicLenders(db: Db): Promise<PublicLender[]> {
  return db
    .select({ id: lenders.id, name: lenders.name, logoUrl: lenders.logoUrl, type: lenders.type, displayOrder: lenders.displayOrder })
    .from(lenders)
    .where(eq(lenders.isActive, true))
    .orderBy(asc(lenders.displayOrder), asc(lenders.name));
}
