// Vitest's global setup for the unit run: the migrated (and demo-seeded) templates every test
// file's database is copied from, built once before the workers start.
import { buildTestTemplates } from './test-database.ts';

export default function setup(): Promise<() => Promise<void>> {
  return buildTestTemplates();
}
