import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { openDatabase, runMigrations } from './client.ts';
import { migrationsBefore } from './migrations-before.ts';

it('starts the trail of every lead already on file with its arrival, and gives every agent no provinces', async () => {
  const database = await openDatabase({ dataDir: null });
  try {
    await migrate(database.db as never, { migrationsFolder: migrationsBefore('0006_lead_routing_and_activity') });
    await database.db.execute(sql`insert into agents (name, email) values ('Before Routing', 'before@example.com')`);
    await database.db.execute(sql`insert into leads (client_name, client_email, type, source, created_at) values
      ('From The Form', 'form@example.com', 'contact', 'contact_form', '2025-03-01T10:00:00Z'),
      ('Typed In', 'typed@example.com', 'contact', 'Manual', '2025-03-02T10:00:00Z')`);

    await runMigrations(database);

    const { rows } = (await database.db.execute(
      sql`select l.client_name, a.kind, a.actor_type, a.actor_name, a.detail, a.created_at = l.created_at as same_time from lead_activity a join leads l on l.id = a.lead_id order by l.client_name`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([
      { client_name: 'From The Form', kind: 'created', actor_type: 'visitor', actor_name: null, detail: { source: 'contact_form' }, same_time: true },
      { client_name: 'Typed In', kind: 'created', actor_type: 'user', actor_name: null, detail: { source: 'Manual' }, same_time: true },
    ]);
    const agents = (await database.db.execute(sql`select provinces from agents`)) as unknown as { rows: unknown[] };
    expect(agents.rows).toEqual([{ provinces: [] }]);
  } finally {
    await database.close();
  }
});
