import { blankNotAmounts } from './engine/not-amounts.ts';
import { numbersInText, type NumberInText } from './engine/numbers-in-text.ts';

/** What an amount is: the home's price, the down payment, the visitor's income, a loan amount, or a monthly figure (rent, a budget a month). */
export type AmountRole = 'price' | 'down' | 'income' | 'loan' | 'monthly';

/**
 * An amount in one message and the role its words give it: `beside` when a cue sits right next to
 * it ("$650,000 condo", "down payment 75,000"), `sentence` when the only cue is elsewhere in the
 * sentence. A percent is a share of the price when it is the down payment, else a rate.
 */
export type RoledAmount = { value: number; percent: boolean; role?: AmountRole; strength?: 'beside' | 'sentence'; index: number; end: number };

const letter = 'A-Za-zÀ-ÖØ-öø-ÿ';
const notLetter = `(?![${letter}])`;
const homeWords = `homes?|houses?|condos?|condominiums?|townhouses?|town\\s*houses?|townhomes?|semi(?:\\s*-?\\s*detached)?|detached|bungalows?|duplex|triplex|plex|apartments?|cottages?|chalets?|lofts?|propert(?:y|ies)|place|maisons?|propriétés?|jumelés?|unifamiliale`;
const downWords = `down\\s*-?\\s*payments?|downpayments?|deposit|mise\\s+de\\s+fonds?|comptant|acompte`;

// Words that may stand between a cue and the amount it names: "price is about 750k", "budget: 600k".
const fillerWords = `is|was|will|be|would|should|could|can|of|at|around|about|approximately|approx\\.?|roughly|maybe|probably|likely|like|just|only|a|an|the|my|our|its|it's|it’s|close\\s+to|up\\s+to|under|below|over|max|maximum|est|sera|serait|de|environ|d['’]environ|autour\\s+de|à|un|une|le|la|mon|ma|notre|for|pour|near|nearly|almost|somewhere|in\\s+the\\s+range\\s+of|range`;
const fillers = `(?:\\s+(?:${fillerWords})(?=\\s|$)|\\s*[:=~≈-])*\\s*$`;

// Cues before an amount, most specific first. "down payment on 750k" and "down payment do I need
// for 450k" name the price the down payment is for, so they are read before the down payment's own cue.
const before: readonly [AmountRole, string][] = [
  ['price', `(?:minimum|min\\.?|required|need(?:ed)?)\\s+(?:${downWords}|down)\\s+(?:on|for|with|of)|(?:${downWords}|down)(?:\\s+(?:do|does|would|will|should|i|we|you|need|needed|require|required|is|are))*\\s+(?:on|for|pour|sur)`],
  ['down', `${downWords}|put(?:ting)?(?:\\s+down)?|saved|savings|(?:i|we)\\s*(?:have|'ve|’ve|got)(?:\\s+(?:got|saved))?|down\\s*[:=]`],
  ['income', `(?:household\\s+)?income|salary|salaries|earn(?:s|ing)?|make|makes|making|gross|revenus?|salaire|gagn\\w*`],
  ['monthly', `rent|loyer`],
  ['loan', `mortgage(?:\\s+amount)?|loan(?:\\s+amount)?|borrow(?:ing)?|payments?\\s+(?:on|for|of)|owe|owing|balance|remaining|hypothèque|prêt|emprunt\\w*`],
  ['price', `worth|valued?|values?|price[ds]?|pricing|costs?|costing|listed|listing|asking|budget|purchas(?:e|ing)|buy(?:ing)?|bought|sell(?:ing)?|sold|afford|${homeWords}|prix|valeur|vaut|évalué\\w*|achat|achète\\w*|acheter|coûte\\w*`],
];
const beforePatterns = before.map(([role, cue]) => [role, new RegExp(`(?<![${letter}])(?:${cue})${fillers}`, 'i')] as const);

// Cues after an amount: "60000 down", "$120,000 a year", "$500,000 detached home".
const after: readonly [AmountRole, RegExp][] = [
  ['down', new RegExp(`^\\s*(?:(?:as|for|in|of|towards?|pour|de|en)\\s+(?:(?:a|an|the|my|our|ma|notre|la|le)\\s+)?)?(?:down|${downWords}|saved|in\\s+savings|savings|d['’]économies|économisés?)${notLetter}`, 'i')],
  ['monthly', new RegExp(`^\\s*(?:(?:a|per|each|every|/)\\s*(?:month|mo)|monthly|(?:in\\s+|of\\s+|for\\s+)?rent|par\\s+mois|(?:de\\s+)?loyer)${notLetter}`, 'i')],
  ['income', new RegExp(`^\\s*(?:(?:a|per|each|every|/)\\s*(?:year|yr|annum)|annually|yearly|(?:household\\s+|family\\s+)?income|salary|gross|(?:de\\s+)?revenus?|par\\s+(?:an|année))${notLetter}`, 'i')],
  ['loan', new RegExp(`^\\s*(?:mortgage|loan|hypothèque|prêt)${notLetter}`, 'i')],
  ['price', new RegExp(`^\\s*(?:(?!(?:for|to|on|in|with|and|but|of|at|or|as|down|if|is|are|i|we|my|our|pour|avec|et|de)${notLetter})[\\w'’-]+\\s+){0,2}(?:${homeWords}|purchase(?:\\s+price)?|budget|listing|(?:price\\s+)?range)${notLetter}`, 'i')],
];

// Cue words anywhere in a sentence, for an amount with none beside it ("condo in Toronto, 600k").
const anywhere: readonly [AmountRole, RegExp][] = [
  ['down', new RegExp(`(?<![${letter}])(?:${downWords}|down|saved|savings)${notLetter}`, 'gi')],
  ['income', /(?<![A-Za-z])(?:income|salary|earn\w*|revenus?|salaire)(?![A-Za-z])/gi],
  ['loan', /(?<![A-Za-z])(?:mortgage|loan|borrow\w*|hypothèque|prêt)(?![A-Za-z])/gi],
  ['price', new RegExp(`(?<![${letter}])(?:${homeWords}|price[ds]?|worth|value|costs?|budget|buy(?:ing)?|purchas(?:e|ing)|afford|prix|valeur|acheter)${notLetter}`, 'gi')],
];

const withdrawn = /(?<![A-Za-z])(?:not|instead of|rather than|pas|au lieu de)\s*$/i;

const contextChars = 60;
type Span = { index: number; end: number };
const overlaps = (a: Span, b: Span) => a.index < b.end && b.index < a.end;

function besideRole(text: string, numbers: readonly NumberInText[], i: number, used: readonly Span[]): { role: AmountRole; cue: Span } | undefined {
  const n = numbers[i]!;
  const rightEnd = Math.min(numbers[i + 1]?.index ?? text.length, n.end + contextChars);
  const right = text.slice(n.end, rightEnd);
  for (const [role, pattern] of after) {
    if (n.kind === 'percent' && role !== 'down') continue;
    const found = pattern.exec(right);
    if (found) return { role, cue: { index: n.end, end: n.end + found[0].length } };
  }
  const leftStart = Math.max(numbers[i - 1]?.end ?? 0, n.index - contextChars);
  const left = text.slice(leftStart, n.index);
  for (const [role, pattern] of beforePatterns) {
    if (n.kind === 'percent' && role !== 'down') continue;
    const found = pattern.exec(left);
    if (!found) continue;
    const cue = { index: leftStart + found.index, end: n.index };
    // "10 % de mise de fonds à 4 %": the words already named the down payment before them, so 4 %
    // is a rate; "5% down on 480k" still makes 480k the price the down payment is for.
    if (role === 'down' && used.some((u) => overlaps(u, cue))) continue;
    return { role, cue };
  }
  return undefined;
}

function sentenceRole(text: string, n: Span, used: readonly Span[]): AmountRole | undefined {
  // Sentence ends outside the amount itself, so "1.2M" does not end one.
  const isEnd = (at: number) => /[.!?;\n]/.test(text[at]!) && !(at >= n.index && at < n.end) && !/\d/.test(text[at + 1] ?? '');
  let start = n.index;
  while (start > 0 && !isEnd(start - 1)) start--;
  let end = n.end;
  while (end < text.length && !isEnd(end)) end++;
  let best: { role: AmountRole; distance: number } | undefined;
  for (const [role, pattern] of anywhere) {
    for (const cue of text.slice(start, end).matchAll(pattern)) {
      const span = { index: start + cue.index, end: start + cue.index + cue[0].length };
      if (used.some((u) => overlaps(u, span))) continue;
      const distance = span.index >= n.end ? span.index - n.end : n.index - span.end;
      if (!best || distance < best.distance) best = { role, distance };
    }
  }
  return best?.role;
}

/**
 * The money amounts and percents of one message, each with the role its words give it. A cue
 * beside an amount decides first; one cue word names one amount, so "a $650,000 condo, 40k" does
 * not make 40k a second price. Percents are read only as down payments (else they are rates).
 */
export function amountRolesIn(message: string): RoledAmount[] {
  // Cue words inside an email address or a link ("house@...") say nothing either.
  const text = blankNotAmounts(message);
  const numbers = numbersInText(text);
  const roled: RoledAmount[] = [];
  const used: Span[] = [];
  numbers.forEach((n, i) => {
    if (n.kind !== 'money' && n.kind !== 'percent') return;
    // "it's 650k, not 560k": the figure after "not" is the one taken back.
    if (withdrawn.test(text.slice(Math.max(0, n.index - 20), n.index))) return;
    const amount: RoledAmount = { value: n.value, percent: n.kind === 'percent', index: n.index, end: n.end };
    const beside = besideRole(text, numbers, i, used);
    if (beside) {
      used.push(beside.cue);
      Object.assign(amount, { role: beside.role, strength: 'beside' });
    }
    roled.push(amount);
  });
  for (const amount of roled) {
    if (amount.role || amount.percent) continue;
    const role = sentenceRole(text, amount, used);
    if (role) Object.assign(amount, { role, strength: 'sentence' });
  }
  return roled;
}
