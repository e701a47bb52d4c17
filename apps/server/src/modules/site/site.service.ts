import { eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { siteSettings } from '@maple/db/schema/site-settings';
import { demoSiteSettings } from '@maple/db/seed/demo-site-settings';
import { siteSettings as siteSettingsSchema, type SiteSettings } from '@maple/shared/schemas/site';

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return siteSettingsSchema.parse(row?.data ?? demoSiteSettings);
}

/** A site needs its settings row before the first request; a fresh database gets the defaults. */
export async function ensureSiteSettings(db: Db): Promise<void> {
  await db.insert(siteSettings).values({ id: 1, data: demoSiteSettings }).onConflictDoNothing();
}
