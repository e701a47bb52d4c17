import { useId } from 'react';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { LeadImportResult } from '@maple/shared/schemas/lead-import';

const m = leadManagementMessages.import;
const statusClass = { ok: 'text-emerald-700', duplicate: 'text-amber-700', error: 'text-destructive' } as const;

/** What an import would do, row by row: ready, a duplicate, or its problems by column. */
export function ImportPreview({ result }: { result: LeadImportResult }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-preview`} className="flex min-w-0 flex-col gap-2">
      <h3 id={`${id}-preview`} className="text-sm font-semibold">
        {m.preview}
      </h3>
      <p role="status" className="text-sm">
        {fillMessage(m.summary, { ready: result.ready, duplicates: result.duplicates, invalid: result.invalid })}
      </p>
      <div className="max-h-72 overflow-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">{m.line}</th>
              <th scope="col" className="px-2 py-1.5 font-medium">{leadManagementMessages.columns.client}</th>
              <th scope="col" className="px-2 py-1.5 font-medium">{m.problems}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.line} className="border-t align-top">
                <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                <td className="max-w-[14rem] px-2 py-1.5 [overflow-wrap:anywhere]">
                  <span className="block font-medium">{row.clientName || '—'}</span>
                  <span className="block text-muted-foreground">{row.clientEmail}</span>
                </td>
                <td className="px-2 py-1.5 [overflow-wrap:anywhere]">
                  <span className={`font-medium ${statusClass[row.status]}`}>{m.statuses[row.status]}</span>
                  {Object.entries(row.problems).map(([column, problem]) => (
                    <span key={column} className="block text-xs">
                      {column}: {problem}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
