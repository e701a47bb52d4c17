import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR holding a copy of the run's migrated, empty embedded database (made once by the
 * global setup). An app started on it, or a spec preparing its rows first, skips creating and
 * migrating a database (about 4 s each); with no users in it, the app still seeds the demo content
 * as on a fresh folder. The shared app starts on a fresh folder, as `npm start` does.
 */
export function migratedDataDir(prefix = 'maple-e2e-'): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(inject('migratedDataDir'), 'db'), join(dataDir, 'db'), { recursive: true });
  return dataDir;
}
