import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { migratedDataDir } from '@maple/db/test-database';
import { user } from '@maple/db/schema/auth';
import { main } from './user-create.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'maple-cli-'));
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('DATABASE_URL', '');
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('npm run user:create', () => {
  it('makes an agent with an agent record, and refuses the same email twice', async () => {
    await migratedDataDir(dir);
    expect(await main(['--email', 'New.Agent@Example.com', '--password', 'long-enough-1', '--role', 'agent', '--name', 'New Agent'])).toBe(0);
    expect(await main(['--email', 'new.agent@example.com', '--password', 'long-enough-1', '--role', 'agent'])).toBe(1);
    const database = await openDatabase({ dataDir: dir });
    const [row] = await database.db.select().from(user).where(eq(user.email, 'new.agent@example.com'));
    expect(row?.role).toBe('agent');
    const [agent] = await database.db.select().from(agents).where(eq(agents.userId, row!.id));
    expect(agent).toMatchObject({ name: 'New Agent', profileSlug: 'newagent' });
    await database.close();
  });

  it('rejects a bad role or short password with a usage line and creates nothing', async () => {
    expect(await main(['--email', 'x@example.com', '--password', 'short', '--role', 'king'])).toBe(2);
    expect(process.stderr.write).toHaveBeenCalledWith(expect.stringContaining('Usage: npm run user:create'));
  });
});
