import { isLanguage, languageTags, type Language } from '@maple/shared/i18n/languages';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { personLanguageMessages } from '@maple/shared/messages/person-language';
import { privacyMessages } from '@maple/shared/messages/privacy';
import type { PersonalDataExport } from '@maple/shared/schemas/privacy';
import { escapeHtml } from '../../lib/escape-html.ts';
import { inLanguage } from '../../lib/in-language.ts';

/**
 * The person's language, as their own records keep it (a lead, a consent, a sign-up: decision 071):
 * French when any of them was written from a French page, the page being the answer to them.
 */
export function languageOfPerson(data: Pick<PersonalDataExport, 'records'>): Language {
  const kept = data.records.map((record) => (record.data as { language?: unknown } | null)?.language).filter(isLanguage);
  return kept.includes('fr') ? 'fr' : 'en';
}

/** A record's fields as a definition list; nested values as indented JSON (a transcript, a mail). */
function fields(data: unknown): string {
  if (data === null || typeof data !== 'object') return `<pre>${escapeHtml(String(data))}</pre>`;
  const rows = Object.entries(data as Record<string, unknown>).map(([key, value]) => {
    const shown = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
    return `<dt>${escapeHtml(key)}</dt><dd><pre>${escapeHtml(shown)}</pre></dd>`;
  });
  return `<dl>${rows.join('')}</dl>`;
}

/**
 * The export as a page a person can read and print (the answer to an access request): who it is
 * about, when it was made, then each record under its kind. Everything shown is escaped: the
 * records hold what visitors typed. Written in the person's language (the records' field names and
 * values stay as stored).
 */
export function personalDataPage(data: PersonalDataExport, language: Language = languageOfPerson(data)): string {
  const m = inLanguage(privacyMessages, language);
  const p = inLanguage(personLanguageMessages, language).personalData;
  const person = [data.person.email, data.person.phone].filter(Boolean).join(' · ');
  const sections = data.records
    .map((record) => `<section><h2>${escapeHtml(m.matchKinds[record.kind] ?? record.kind)}: ${escapeHtml(record.summary)}</h2>${fields(record.data)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="${languageTags[language]}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(fillMessage(p.title, { person }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}dt{font-weight:600;margin-top:.5rem}dd{margin:0}pre{white-space:pre-wrap;word-break:break-word;margin:0;font-family:inherit}</style>
</head>
<body>
<h1>${escapeHtml(fillMessage(p.heading, { person }))}</h1>
<p>${escapeHtml(fillMessage(p.request, { id: data.request.id, kind: m.kinds[data.request.kind], received: data.request.receivedAt.slice(0, 10), generated: data.generatedAt }))}</p>
<p>${escapeHtml(m.matchCount(data.records.length))}</p>
${sections || `<p>${escapeHtml(m.noMatches)}</p>`}
</body>
</html>`;
}
