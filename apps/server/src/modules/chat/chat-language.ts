import type { Language } from '@maple/shared/i18n/languages';
import type { ChatTurn } from '@maple/shared/schemas/chat';

// Words frequent in a visitor's French that English questions do not use, and the reverse. Accented
// letters count for French too. Short words are matched whole, so "la" in "dollar" does not count.
const frenchWords =
  /\b(?:le|la|les|des|une|est|sont|quel|quelle|quels|quelles|combien|mon|ma|mes|je|j|pour|avec|sur|dans|hypoth[eè]que|hypoth[eé]caire|taux|mise|fonds|versement|paiements?|acheter|maison|ans|aujourd|bonjour|merci|pr[eê]t|courtier|prime|assurance|frais|puis|peux|pouvez|vous|nous|qu|c|d|l|n|s|y|a-t-il|mensuel(?:le)?|renouvellement|ch[eè]que|revenu|salaire|emprunter)\b/giu;
const englishWords =
  /\b(?:the|what|what's|is|are|my|your|how|much|can|do|does|i|i'm|you|for|with|rate|rates|payment|down|mortgage|home|house|buy|year|years|today|best|afford|need|should|get|hello|thanks|thank|income|salary|borrow|insurance|closing|costs?)\b/giu;
const accented = /[àâçéèêëîïôûùüÿœæ]/iu;

/**
 * The language of a visitor's message: French or English when its words clearly say so, else
 * undefined ("3.84%?", "500k", a name). A message may hold both ("c'est quoi le best rate"); the
 * larger count wins, and a tie says nothing.
 */
export function languageOfText(text: string): Language | undefined {
  const normalized = text.replace(/[’']/g, ' ');
  const french = (normalized.match(frenchWords)?.length ?? 0) + (accented.test(text) ? 1 : 0);
  const english = text.match(englishWords)?.length ?? 0;
  if (french === english) return undefined;
  return french > english ? 'fr' : 'en';
}

/**
 * The language the assistant answers in: that of the visitor's latest message that says, else
 * that of the page the chat is on. A French question on the English site is answered in French,
 * and "500k" after a French question stays in French.
 */
export function conversationLanguage(conversation: readonly ChatTurn[], pageLanguage: Language): Language {
  for (const turn of [...conversation].reverse()) {
    if (turn.role !== 'user') continue;
    const language = languageOfText(turn.content);
    if (language) return language;
  }
  return pageLanguage;
}
