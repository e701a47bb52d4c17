// Vitest's global setup for the unit run: the migrated (and demo-seeded) templates every test
// file's database is copied from, built once before the workers start.
import { useFastPasswordHashingForTests } from './password-hashing.ts';
import { buildTestTemplates } from './test-database.ts';

export default function setup(): Promise<() => Promise<void>> {
  // The demo users' hashes in the templates are the test kind too, or every sign-in would pay scrypt.
  useFastPasswordHashingForTests();
  return buildTestTemplates();
}
