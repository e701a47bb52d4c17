import MiniSearch from 'minisearch';
import { knowledgeBase, type KnowledgeEntry } from '../knowledge/knowledge-base.ts';

type Doc = { id: string; title: string; questions: string; keywords: string; answer: string };

// Words every mortgage question holds: matching them says nothing about which answer fits.
const stopWords = new Set(
  `a an and are as at be can could do does for from how i if in is it me my of on or should so that the this to we what when
   where which who why will with would you your our about get much need want mortgage mortgages please tell know there`.split(/\s+/),
);

const index = new MiniSearch<Doc>({
  fields: ['title', 'questions', 'keywords', 'answer'],
  storeFields: ['id'],
  processTerm: (term) => {
    const t = term.toLowerCase().replace(/[’']s$/, '');
    return stopWords.has(t) || t.length < 2 ? null : t;
  },
  searchOptions: { boost: { keywords: 3, title: 2.5, questions: 2, answer: 0.5 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: 'OR' },
});
index.addAll(knowledgeBase.map((e) => ({ id: e.id, title: e.title, questions: e.questions.join(' \n '), keywords: e.keywords.join(' \n '), answer: e.answer })));

/** Below this score a match rests on a stray word; the fallback message is the honest answer. */
const minimumScore = 12;

export type Retrieved = { entry: KnowledgeEntry; score: number };

/** The knowledge-base entries that best answer the question, best first, above the confidence floor. */
export function searchKnowledge(question: string, limit = 3): Retrieved[] {
  return index
    .search(question)
    .filter((hit) => hit.score >= minimumScore)
    .slice(0, limit)
    .map((hit) => ({ entry: knowledgeBase.find((e) => e.id === hit.id)!, score: hit.score }));
}
