import type { pagingMessages as en } from '../paging.ts';
import type { Translation } from '../../i18n/translation.ts';

export const pagingMessages: Translation<typeof en> = {
  showing: 'Résultats {from} à {to} sur {total}',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  noMatches: 'Aucun résultat pour « {q} ».',
  clearSearch: 'Effacer la recherche',
};
