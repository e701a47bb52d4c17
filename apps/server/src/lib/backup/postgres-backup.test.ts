import { describe, expect, it } from 'vitest';
import { pgDumpRefusal, pgRestoreRefusal, toolMajor } from './postgres-backup.ts';

describe('the PostgreSQL tools a backup needs', () => {
  it('reads the major version from what pg_dump --version prints', () => {
    expect(toolMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toBe(15);
    expect(toolMajor('pg_restore (PostgreSQL) 17.2\n')).toBe(17);
    expect(toolMajor('pg_dump (PostgreSQL) 9.6.24\n')).toBe(9);
    expect(toolMajor('command not found')).toBeNull();
  });

  it('refuses a pg_dump older than the server, naming the client tools to install', () => {
    expect(pgDumpRefusal(15, 170_002)).toBe(
      'pg_dump 15 cannot back up a PostgreSQL 17 server: install the PostgreSQL 17 client tools (Debian: postgresql-client-17 from the PostgreSQL apt repository) and put their pg_dump first on PATH, then run npm run backup again.',
    );
    // The same major, or a newer pg_dump (it reads older servers), is fine.
    expect(pgDumpRefusal(15, 150_020)).toBeNull();
    expect(pgDumpRefusal(17, 150_020)).toBeNull();
  });

  it('refuses a pg_restore older than the pg_dump that wrote the archive', () => {
    expect(pgRestoreRefusal(15, 17)).toContain('This archive was written by pg_dump 17; pg_restore 15 cannot read it');
    expect(pgRestoreRefusal(15, 15)).toBeNull();
    expect(pgRestoreRefusal(17, 15)).toBeNull();
  });
});
