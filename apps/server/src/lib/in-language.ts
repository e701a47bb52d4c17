import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@maple/shared/i18n/languages';

/**
 * The server's side of the catalogue (decision 066). The web app is built once per language, but the
 * server writes in the language of each person it writes to (a mail, a page a link in it opens, an
 * error read by a French page), so it holds both: every English message object is paired here with
 * its twin in `messages/fr/`, found by module and export name when the process starts.
 */
const messagesDir = fileURLToPath(new URL('../../../../packages/shared/src/messages/', import.meta.url));
const twins = new Map<object, Record<Language, unknown>>();
const frenchText = new Map<string, string>();

function pairTexts(en: unknown, fr: unknown) {
  if (typeof en === 'string' && typeof fr === 'string') {
    if (!frenchText.has(en)) frenchText.set(en, fr);
  } else if (en && fr && typeof en === 'object' && typeof fr === 'object') {
    for (const key of Object.keys(en)) pairTexts((en as Record<string, unknown>)[key], (fr as Record<string, unknown>)[key]);
  }
}

for (const file of readdirSync(`${messagesDir}fr`).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const [en, fr] = (await Promise.all([import(`${messagesDir}${file}`), import(`${messagesDir}fr/${file}`)])) as [Record<string, unknown>, Record<string, unknown>];
  for (const [name, value] of Object.entries(en)) {
    if (value && typeof value === 'object' && fr[name] !== undefined) twins.set(value, { en: value, fr: fr[name] });
    pairTexts(value, fr[name]);
  }
}

/**
 * A message object in `language`: `inLanguage(newsletterMessages, lead.language).welcomeSubject`.
 * An object without a twin (a module not yet translated) stays English.
 */
export function inLanguage<T extends object>(messages: T, language: Language): T {
  return (twins.get(messages)?.[language] as T | undefined) ?? messages;
}

/**
 * One finished English text of the catalogue in `language` (an API error's message, a field's
 * refusal), found by the text itself as gettext does. A text built from values is not in the
 * catalogue and stays as it is.
 */
export function textIn(text: string, language: Language): string {
  return language === 'en' ? text : (frenchText.get(text) ?? text);
}
