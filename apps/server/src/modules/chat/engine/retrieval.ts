import MiniSearch from 'minisearch';
import type { Language } from '@maple/shared/i18n/languages';
import { knowledgeBases, type KnowledgeEntry } from '../knowledge/knowledge-base.ts';

type Doc = { id: string; title: string; questions: string; keywords: string; answer: string };

// Words every mortgage question holds: matching them says nothing about which answer fits.
const stopWords: Record<Language, Set<string>> = {
  en: new Set(
    `a an and are as at be can could do does for from how i if in is it me my of on or should so that the this to we what when
     where which who why will with would you your our about get much need want mortgage mortgages please tell know there`.split(/\s+/),
  ),
  fr: new Set(
    `a à au aux avec ce ces cette c ça d de des du dans en est et être il ils je j l la le les leur lui ma me mes mon n ne nous on ou où
     par pas pour qu que quel quelle quels quelles qui s sa se ses son sur t ta te tes ton tu un une vos votre vous y combien comment
     est-ce puis-je dois-je faut-il hypothèque hypothèques hypothécaire prêt svp merci savoir`.split(/\s+/),
  ),
};

// French elides its articles ("l'assurance", "d'intérêts"): the word is what follows the apostrophe.
const frenchWords = (text: string) => text.split(/[\s\-.,;:!?«»()"/’']+/u).filter(Boolean);

function indexFor(language: Language) {
  const index = new MiniSearch<Doc>({
    fields: ['title', 'questions', 'keywords', 'answer'],
    storeFields: ['id'],
    ...(language === 'fr' ? { tokenize: frenchWords } : {}),
    processTerm: (term) => {
      const t = term.toLowerCase().replace(/[’']s$/, '');
      return stopWords[language].has(t) || t.length < 2 ? null : t;
    },
    searchOptions: { boost: { keywords: 3, title: 2.5, questions: 2, answer: 0.5 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: 'OR' },
  });
  index.addAll(knowledgeBases[language].map((e) => ({ id: e.id, title: e.title, questions: e.questions.join(' \n '), keywords: e.keywords.join(' \n '), answer: e.answer })));
  return index;
}

const indexes: Record<Language, MiniSearch<Doc>> = { en: indexFor('en'), fr: indexFor('fr') };

/** Below this score a match rests on a stray word; the fallback message is the honest answer. */
const minimumScore = 12;

export type Retrieved = { entry: KnowledgeEntry; score: number };

/** The knowledge-base entries that best answer the question in its language, best first, above the confidence floor. */
export function searchKnowledge(question: string, limit = 3, language: Language = 'en'): Retrieved[] {
  return indexes[language]
    .search(question)
    .filter((hit) => hit.score >= minimumScore)
    .slice(0, limit)
    .map((hit) => ({ entry: knowledgeBases[language].find((e) => e.id === hit.id)!, score: hit.score }));
}
