import { useState } from 'react';
import { toast } from 'sonner';
import { ChevronRight, FilePlus2 } from 'lucide-react';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { appClock } from '@/lib/clock';
import { formatShortDate } from '@/lib/format-date';
import { useLeadFiles, useStartFile } from '../api/mortgage-file-queries';
import type { LeadAudience } from '../api/lead-queries';
import { stageAge } from '../file-stage-days';
import { FileApplication } from './file-application';
import { FileDealPackage } from './file-deal-package';
import { FileDocuments } from './file-documents';
import { FileFunding } from './file-funding';
import { FilePortalAccess } from './file-portal-access';
import { FileStageBadge } from './file-stage-badge';
import { MortgageFileTimeline } from './mortgage-file-timeline';
import { MoveFileStageForm } from './move-file-stage-form';

/**
 * The lead drawer's Mortgage file section (issue 39 §1, §8, decision 092): "Start application"
 * while the lead has no open file; the open file's stage, the move to another and its timeline;
 * the closed files below, under "Earlier files".
 */
export function LeadMortgageFile({ leadId, audience }: { leadId: string; audience: LeadAudience }) {
  const files = useLeadFiles(audience, leadId);
  // After "Start application" the button is gone: focus goes on to the new file's "Move to" (each start counted).
  const [starts, setStarts] = useState(0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">{m.intro}</p>
      <QueryStates query={files} messages={{ loading: m.loading, loadFailed: m.loadFailed }} className="min-h-24">
        {({ items }) => {
          const open = items.find((file) => file.closedAt === null);
          const closed = items.filter((file) => file.closedAt !== null);
          return (
            <>
              {open ? (
                <OpenFile file={open} audience={audience} focusSignal={starts} />
              ) : (
                <StartApplication leadId={leadId} audience={audience} earlier={closed.length > 0} onStarted={() => setStarts((n) => n + 1)} />
              )}
              {closed.length > 0 ? <EarlierFiles files={closed} audience={audience} /> : null}
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}

function StartApplication({ leadId, audience, earlier, onStarted }: { leadId: string; audience: LeadAudience; earlier: boolean; onStarted: () => void }) {
  const start = useStartFile(audience, leadId);
  // mutateAsync, not mutate's callbacks: the refreshed section replaces this button before the
  // mutation settles, and an unmounted caller's callbacks never run.
  const onStart = async () => {
    try {
      await start.mutateAsync();
    } catch (error) {
      // 409: a file was started meanwhile (another tab, the console); the server says so.
      toast.error(isApiError(error) && error.status === 409 ? error.message : m.startFailed);
      return;
    }
    toast.success(m.started);
    onStarted();
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-muted-foreground">{earlier ? m.noneOpen : m.none}</p>
      <Button size="sm" disabled={start.isPending} onClick={() => void onStart()}>
        <FilePlus2 aria-hidden="true" />
        {start.isPending ? m.starting : m.start}
      </Button>
    </div>
  );
}

function OpenFile({ file, audience, focusSignal }: { file: MortgageFile; audience: LeadAudience; focusSignal: number }) {
  const age = stageAge(file.stageChangedAt, appClock.now());
  return (
    <div className="flex flex-col gap-4 rounded-md border p-3">
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{m.current}</dt>
        <dd>
          <FileStageBadge stage={file.stage} />
        </dd>
        <dt className="text-muted-foreground">{m.list.columns.inStage}</dt>
        <dd>
          {age.days} · {age.since}
        </dd>
        <dt className="text-muted-foreground">{m.list.columns.started}</dt>
        <dd>{formatShortDate(file.createdAt)}</dd>
      </dl>
      <MoveFileStageForm file={file} audience={audience} focusSignal={focusSignal} />
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-navy-900">{m.timeline}</h4>
        <MortgageFileTimeline file={file} />
      </div>
      <FileApplication file={file} audience={audience} />
      <FileDocuments file={file} audience={audience} />
      <FilePortalAccess file={file} audience={audience} />
      <FileDealPackage file={file} audience={audience} />
    </div>
  );
}

/**
 * The closed files, newest first: each a disclosure (native, so keyboard and screen readers know it)
 * holding its timeline, its application with the summary, and who had portal access. What a closed
 * file reads is asked for only once it is opened.
 */
function EarlierFiles({ files, audience }: { files: MortgageFile[]; audience: LeadAudience }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-navy-900">{m.earlier}</h4>
      <ul className="flex flex-col gap-2">
        {files.map((file) => (
          <EarlierFile key={file.id} file={file} audience={audience} />
        ))}
      </ul>
    </div>
  );
}

function EarlierFile({ file, audience }: { file: MortgageFile; audience: LeadAudience }) {
  const [opened, setOpened] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3 text-sm">
      <details className="group" onToggle={(event) => setOpened(event.currentTarget.open)}>
        {/* A flex summary loses the browser's marker: the chevron stands in for it. */}
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2">
          <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-open:rotate-90" />
          <FileStageBadge stage={file.stage} />
          <span className="min-w-0">
            {m.startedOn(formatShortDate(file.createdAt))} · {m.closedOn(formatShortDate(file.closedAt!))}
          </span>
        </summary>
        {opened ? (
          <div className="flex flex-col gap-4 pt-3">
            <MortgageFileTimeline file={file} />
            <FileApplication file={file} audience={audience} />
            <FileDocuments file={file} audience={audience} />
            <FilePortalAccess file={file} audience={audience} />
            <FileDealPackage file={file} audience={audience} />
          </div>
        ) : null}
      </details>
      {/* A funded file's record stays in view, outside the disclosure: the book and the renewal reminders need it (decision 103). */}
      {file.stage === 'funded' ? <FileFunding file={file} audience={audience} /> : null}
    </li>
  );
}
