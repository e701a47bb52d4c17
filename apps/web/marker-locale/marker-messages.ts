import { basename, dirname } from 'node:path';
import type { Plugin } from 'vite';

/** Wraps a text of a French twin: a page may show it on a French route. */
export const frenchMark = { start: '\uE000', end: '\uE001' } as const;
/** Wraps a text of an English module that has no twin yet: `\uE002<module>\uE004text\uE003`. */
export const englishMark = { start: '\uE002', name: '\uE004', end: '\uE003' } as const;

const messageModule = /[\\/]packages[\\/]shared[\\/]src[\\/]messages[\\/](fr[\\/])?([^\\/]+)\.ts$/;
/** Modules of the messages folder that hold code or the build's language, not texts to show. */
const notTexts = new Set(['fill-message', 'locale']);

/**
 * The marker-locale build of the French site (decision 067): with apps/web/language-build.ts
 * resolving each message module to its French twin, this wraps every text each module exports in
 * invisible markers, so a rendered page can be read for text that came from no message module (a
 * literal in a component) or from an English module that has no twin yet. Functions' results are
 * wrapped too; nested imports of wrapped texts are not wrapped twice.
 */
export function markerMessages(): Plugin {
  return {
    name: 'maple-marker-messages',
    enforce: 'post',
    transform(code, id) {
      const match = messageModule.exec(id.split('?')[0]!);
      if (!match || notTexts.has(match[2]!) || id.endsWith('.test.ts')) return null;
      const french = Boolean(match[1]);
      const names: string[] = [];
      const body = code.replace(/export const (\w+)\b/g, (_, name: string) => {
        names.push(name);
        return `const __unmarked_${name}`;
      });
      if (names.length === 0) return null;
      const helper = JSON.stringify(new URL('./mark.ts', import.meta.url).pathname);
      const module = JSON.stringify(basename(id.split('?')[0]!, '.ts'));
      return [
        `import { markTexts as __markTexts } from ${helper};`,
        body,
        ...names.map((name) => `export const ${name} = __markTexts(__unmarked_${name}, ${french}, ${module});`),
      ].join('\n');
    },
  };
}

export const markerFolder = dirname(new URL(import.meta.url).pathname);
