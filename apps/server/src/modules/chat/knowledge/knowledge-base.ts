import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Language } from '@maple/shared/i18n/languages';

const entry = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** Phrasings a visitor might use; searched with the keywords. */
  questions: z.array(z.string().min(1)).min(1),
  keywords: z.array(z.string().min(1)),
  answer: z.string().min(1).max(600),
  /** Where the answer's figures come from (the spec's wording, or the public rule it restates). */
  source: z.string().min(1),
});
export type KnowledgeEntry = z.infer<typeof entry>;

/** A French entry says the same as the English one of its id; its figures' source is the English entry's. */
const frenchEntry = entry.omit({ source: true });

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as unknown;

/**
 * The assistant's canned answers live in knowledge-base.json and its French twin
 * knowledge-base.fr.json, data that a person can edit without touching code; a malformed file, or
 * an entry in one language and not the other, stops the server at start-up instead of failing a
 * visitor.
 */
const english: readonly KnowledgeEntry[] = z.array(entry).min(1).parse(read('./knowledge-base.json'));
const french: readonly KnowledgeEntry[] = z
  .array(frenchEntry)
  .parse(read('./knowledge-base.fr.json'))
  .map((e) => {
    const twin = english.find((en) => en.id === e.id);
    if (!twin) throw new Error(`knowledge-base.fr.json has '${e.id}', which the English knowledge base does not`);
    return { ...e, source: twin.source };
  });
const missing = english.filter((en) => !french.some((fr) => fr.id === en.id)).map((en) => en.id);
if (missing.length) throw new Error(`knowledge-base.fr.json lacks ${missing.join(', ')}`);

export const knowledgeBases: Readonly<Record<Language, readonly KnowledgeEntry[]>> = { en: english, fr: french };
export const knowledgeBase = english;

export function knowledgeEntry(id: string, language: Language = 'en'): KnowledgeEntry {
  const found = knowledgeBases[language].find((e) => e.id === id);
  if (!found) throw new Error(`knowledge base has no entry '${id}'`);
  return found;
}
