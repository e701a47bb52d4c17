import { readFileSync } from 'node:fs';
import { z } from 'zod';

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

/**
 * The assistant's canned answers live in knowledge-base.json, data that a person can edit without
 * touching code; a malformed file stops the server at start-up instead of failing a visitor.
 */
export const knowledgeBase: readonly KnowledgeEntry[] = z
  .array(entry)
  .min(1)
  .parse(JSON.parse(readFileSync(new URL('./knowledge-base.json', import.meta.url), 'utf8')));

export function knowledgeEntry(id: string): KnowledgeEntry {
  const found = knowledgeBase.find((e) => e.id === id);
  if (!found) throw new Error(`knowledge base has no entry '${id}'`);
  return found;
}
