import { englishMark, frenchMark } from './marker-messages.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === '#' ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (entities[name] ?? whole),
  );

type Piece = { text: string; unmarked: string; englishModules: string[] };

/**
 * Reads texts in page order with the markers still open at each point: a marked text may be cut by
 * elements (a message rendered with a link inside it), so what lies between a start marker in one
 * text node and its end in another is marked too. `unmarked` keeps only the characters outside every marker.
 */
function readMarked(texts: string[]): Piece[] {
  const open: string[] = [];
  return texts.map((text) => {
    let unmarked = '';
    const englishModules: string[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === frenchMark.start) open.push('fr');
      else if (ch === englishMark.start) {
        const nameEnd = text.indexOf(englishMark.name, i);
        const module = nameEnd < 0 ? '?' : text.slice(i + 1, nameEnd);
        open.push(`en:${module}`);
        englishModules.push(module);
        if (nameEnd >= 0) i = nameEnd;
      } else if (ch === frenchMark.end || ch === englishMark.end) open.pop();
      else if (open.length === 0) unmarked += ch;
      else unmarked += ' ';
    }
    // A text inside a marker opened in an earlier node is that module's too.
    const inherited = open.find((m) => m.startsWith('en:'));
    if (inherited && englishModules.length === 0 && /\p{L}{2}/u.test(text)) englishModules.push(inherited.slice(3));
    return { text: text.replace(/\uE002[^\uE004]*\uE004/g, '').replace(/[\uE000-\uE004]/g, ''), unmarked, englishModules };
  });
}

/** Every text a person reads or hears on the page, in order: text between tags, then the labels, alt texts, placeholders and titles. */
export function visiblePieces(html: string): Piece[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    // An element the page declares English (a cited document's title, a platform's name) is English on purpose.
    .replace(/<(\w+)\b[^>]*\slang="en(?:-CA)?"[^>]*>[\s\S]*?<\/\1>/gi, '');
  const pieces = readMarked(body.split(/<[^>]*>/).map(decode));
  for (const tag of body.match(/<[a-z][^>]*>/gi) ?? []) {
    for (const [, value] of tag.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)) pieces.push(...readMarked([decode(value!)]));
  }
  return pieces.filter((piece) => piece.text.trim() !== '');
}

/** Words the platform writes for a French page (Intl's month and day names), not a message module. */
const intlWords = (() => {
  const words = new Set<string>();
  for (let month = 0; month < 12; month++) {
    for (const style of ['long', 'short'] as const) {
      for (const word of new Intl.DateTimeFormat('fr-CA', { month: style, timeZone: 'UTC' }).format(Date.UTC(2026, month, 15)).split(/[\s.]+/)) words.add(word.toLowerCase());
    }
  }
  for (let day = 0; day < 7; day++) {
    for (const style of ['long', 'short'] as const) words.add(new Intl.DateTimeFormat('fr-CA', { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2026, 10, 1 + day)).replace('.', '').toLowerCase());
  }
  return words;
})();

export type Finding = { text: string; kind: 'not from the catalogue' | 'from an English module without its twin'; module?: string };

/**
 * What a French page shows that is not French catalogue text: a text with a word outside any marker
 * that is not data the page was given (`data`: every text of its API answers) nor a French month or
 * day name is a literal in a component; a text marked as an English module's is untranslated.
 */
export function findEnglish(html: string, data: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  // Longest first, so a name is removed whole before a shorter value inside it.
  const dataTexts = [...data].filter((text) => /\p{L}{2}/u.test(text)).sort((a, b) => b.length - a.length);
  for (const { text, unmarked, englishModules } of visiblePieces(html)) {
    for (const module of englishModules) findings.push({ text, kind: 'from an English module without its twin', module });
    let outside = unmarked.trim();
    if (!/\p{L}{2}/u.test(outside)) continue;
    // Data shown whole, or a piece of a longer text (a paragraph of a bio rendered as markdown).
    if (dataTexts.some((value) => value.includes(outside))) continue;
    for (const value of dataTexts) outside = outside.split(value).join(' ');
    // Initials and codes (SC for Sarah Chen, ON): capitals only, three at most.
    // A key to press (Sonner's "alt+T") names a key, not a word of any language.
    outside = outside.replace(/\b(?:alt|ctrl|shift|meta)\+\p{L}\b/giu, ' ');
    const words = (outside.match(/\p{L}{2,}/gu) ?? []).filter((word) => !/^\p{Lu}{2,3}$/u.test(word));
    if (words.every((word) => intlWords.has(word.toLowerCase()))) continue;
    findings.push({ text: outside.replace(/\s+/g, ' ').trim(), kind: 'not from the catalogue' });
  }
  return findings;
}

/** Every text in an API answer, so a page showing it (a name, a bio, a title) is not taken for a literal. */
export function collectTexts(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.replace(/[\uE000-\uE004]/g, ''));
  else if (Array.isArray(value)) value.forEach((item) => collectTexts(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectTexts(item, into));
}
