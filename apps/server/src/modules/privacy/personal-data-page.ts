import { privacyMessages as m } from '@maple/shared/messages/privacy';
import type { PersonalDataExport } from '@maple/shared/schemas/privacy';
import { escapeHtml } from '../../lib/escape-html.ts';

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
 * records hold what visitors typed.
 */
export function personalDataPage(data: PersonalDataExport): string {
  const person = [data.person.email, data.person.phone].filter(Boolean).join(' · ');
  const sections = data.records
    .map((record) => `<section><h2>${escapeHtml(m.matchKinds[record.kind] ?? record.kind)}: ${escapeHtml(record.summary)}</h2>${fields(record.data)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Personal data: ${escapeHtml(person)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}dt{font-weight:600;margin-top:.5rem}dd{margin:0}pre{white-space:pre-wrap;word-break:break-word;margin:0;font-family:inherit}</style>
</head>
<body>
<h1>Personal data held about ${escapeHtml(person)}</h1>
<p>Request ${escapeHtml(data.request.id)} (${escapeHtml(m.kinds[data.request.kind])}), received ${escapeHtml(data.request.receivedAt.slice(0, 10))}. Generated ${escapeHtml(data.generatedAt)}.</p>
<p>${escapeHtml(m.matchCount(data.records.length))}</p>
${sections || `<p>${escapeHtml(m.noMatches)}</p>`}
</body>
</html>`;
}
