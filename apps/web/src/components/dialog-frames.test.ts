import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, '../features');

/**
 * The dialogs a feature may still build from the raw Radix `<Dialog>` rather than the kit's
 * `FormDialog`, `ConfirmDialog` or `ViewDialog`, each for the reason docs/decisions/062 gives.
 */
const recordedExceptions = [
  'auth/components/sign-in-dialog-content.tsx',
  'calculators/components/quote-dialog.tsx',
  'console/agents/components/edit-agent-dialog.tsx',
  'privacy/components/request-dialog.tsx',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('dialog frames', () => {
  it('no feature opens a raw dialog outside the recorded exceptions', () => {
    const raw = sources(features)
      .filter((path) => /<Dialog[\s>]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(features, path))
      .sort();
    expect(raw).toEqual(recordedExceptions);
  });
});
