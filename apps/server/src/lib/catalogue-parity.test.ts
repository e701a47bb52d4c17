import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('../../../../packages/shared/src/messages/', import.meta.url));
/** Modules of the messages folder that hold code, not texts. */
const notCatalogues = new Set(['fill-message.ts']);
const englishModules = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !notCatalogues.has(f));
const frenchModules = readdirSync(`${here}/fr`).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/**
 * Texts that read the same in both languages on purpose (a name, a unit, a code). Anything else
 * left in English in a French twin is an untranslated text, the bug this list keeps visible.
 */
const sameInBothLanguages = new Set<string>([
  // The leads CSV's header is the import's file format (lead-import.ts reads these names), not prose.
  'lead-management.leadManagementMessages.csv.columns[11]',
  'lead-management.leadManagementMessages.csv.columns[12]',
  // The brand's own name when the settings give none.
  'shell.shellMessages.brandFallback',
]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

/** Calls a message function with marked arguments, so both languages can be seen to use every one. */
function callWithMarks(fn: (...args: unknown[]) => unknown): { out: unknown; marks: string[] } {
  const marks = Array.from({ length: fn.length }, (_, i) => `ARG${i}X`);
  try {
    return { out: fn(...marks), marks };
  } catch {
    const numbers = Array.from({ length: fn.length }, (_, i) => 7001 + i);
    return { out: fn(...numbers), marks: numbers.map(String) };
  }
}

function compare(en: unknown, fr: unknown, path: string, problems: string[]) {
  if (typeof en === 'string') {
    if (typeof fr !== 'string') return void problems.push(`${path}: French is ${typeof fr}, English is a text`);
    if (placeholders(en).join() !== placeholders(fr).join()) problems.push(`${path}: placeholders ${placeholders(en)} in English, ${placeholders(fr)} in French`);
    if (fr === en && /[a-z]{2,}\s+[a-z]{2,}/i.test(en) && !sameInBothLanguages.has(path)) problems.push(`${path}: left in English ("${en}")`);
    // A no-break space alone is a text: French's thousands separator (messages/formats.ts).
    if (en.trim() !== '' && fr.trim() === '' && fr !== '\u00a0') problems.push(`${path}: empty in French`);
    return;
  }
  if (typeof en === 'function') {
    if (typeof fr !== 'function') return void problems.push(`${path}: French is ${typeof fr}, English is a function`);
    if (fr.length !== en.length) problems.push(`${path}: ${en.length} parameters in English, ${fr.length} in French`);
    const english = callWithMarks(en as (...a: unknown[]) => unknown);
    const french = callWithMarks(fr as (...a: unknown[]) => unknown);
    if (typeof english.out === 'string' && typeof french.out === 'string') {
      for (const mark of english.marks) {
        if (english.out.includes(mark) && !french.out.includes(mark)) problems.push(`${path}: French drops an argument the English shows`);
      }
    } else compare(english.out, french.out, `${path}()`, problems);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length !== en.length) return void problems.push(`${path}: a list of ${en.length} in English, not in French`);
    en.forEach((item, i) => compare(item, fr[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!fr || typeof fr !== 'object') return void problems.push(`${path}: missing in French`);
    const keys = new Set([...Object.keys(en), ...Object.keys(fr)]);
    for (const key of keys) {
      if (!(key in en)) problems.push(`${path}.${key}: in French only`);
      else if (!(key in fr)) problems.push(`${path}.${key}: missing in French`);
      else compare((en as Record<string, unknown>)[key], (fr as Record<string, unknown>)[key], `${path}.${key}`, problems);
    }
    return;
  }
  if (en !== fr) problems.push(`${path}: ${String(en)} in English, ${String(fr)} in French`);
}

describe('the French catalogue', () => {
  it('has a twin for every English message module and nothing else', () => {
    expect(frenchModules.sort()).toEqual(englishModules.sort());
  });

  for (const file of englishModules) {
    it(`${file}: the same keys, lists, parameters and placeholders, every text translated`, async () => {
    const en = (await import(`${here}${file}`)) as Record<string, unknown>;
    const fr = (await import(`${here}fr/${file}`)) as Record<string, unknown>;
    const problems: string[] = [];
    compare(en, fr, file.replace(/\.ts$/, ''), problems);
    expect(problems).toEqual([]);
    });
  }
});
