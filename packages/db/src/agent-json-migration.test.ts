import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { openDatabase, runMigrations } from './client.ts';
import { migrationsBefore } from './migrations-before.ts';

it('renames stored agent links and SEO keys to the camelCase the API uses, keeping every value and adding none', async () => {
  const database = await openDatabase({ dataDir: null });
  try {
    await migrate(database.db as never, { migrationsFolder: migrationsBefore('0003_agent_links_and_seo_in_camel_case') });
    await database.db.execute(sql`insert into agents (name, email, profile_slug, application_links, seo_settings) values
      ('Old Keys', 'old@example.com', 'oldkeys', '{"apply":"https://a.example","contact_form":"https://c.example","rate_quote":"https://q.example"}',
       '{"meta_title":"T","meta_description":"D","meta_keywords":"k1, k2","og_image":"/files/agent-og/x.webp"}'),
      ('Some Keys', 'some@example.com', 'somekeys', '{"scheduler":"https://s.example"}', '{"meta_title":"Only title"}'),
      ('No Keys', 'none@example.com', 'nokeys', '{}', '{}')`);

    await runMigrations(database);

    const { rows } = (await database.db.execute(sql`select profile_slug, application_links, seo_settings from agents order by profile_slug`)) as unknown as {
      rows: { profile_slug: string; application_links: unknown; seo_settings: unknown }[];
    };
    expect(rows).toEqual([
      { profile_slug: 'nokeys', application_links: {}, seo_settings: {} },
      {
        profile_slug: 'oldkeys',
        application_links: { apply: 'https://a.example', contactForm: 'https://c.example', rateQuote: 'https://q.example' },
        seo_settings: { metaTitle: 'T', metaDescription: 'D', metaKeywords: 'k1, k2', ogImage: '/files/agent-og/x.webp' },
      },
      { profile_slug: 'somekeys', application_links: { scheduler: 'https://s.example' }, seo_settings: { metaTitle: 'Only title' } },
    ]);
  } finally {
    await database.close();
  }
});
