import { ChevronRight, CircleDashed } from 'lucide-react';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { applicationStepsFor, applicationStepTitle, type ApplicationStepId, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import type { SavedApplication } from '@maple/shared/schemas/saved-application';
import { QueryStates } from '@/components/query-states';
import { formatDateTime } from '@/lib/format-date';
import { useFileApplication } from '../api/file-application-queries';
import type { LeadAudience } from '../api/lead-queries';
import { stepBlocks } from '../application-view';
import { FileApplicationSummary } from './file-application-summary';

const m = mortgageFilesMessages.application;

/**
 * A file's application in the lead drawer (issue 39 §4): how many of its steps the borrower has
 * saved and when, each saved step a disclosure to read (closed by default, so the drawer stays
 * short on a phone), then the agent's summary worked out from them.
 */
export function FileApplication({ file, audience }: { file: MortgageFile; audience: LeadAudience }) {
  const query = useFileApplication(audience, file.leadId, file.id);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-navy-900">{m.title}</h4>
        <p className="text-xs text-muted-foreground">{m.intro}</p>
        <QueryStates query={query} messages={{ loading: m.loading, loadFailed: m.loadFailed }} className="min-h-16">
          {(answer) => <ApplicationSteps application={answer.steps as ApplicationStepValues} savedAt={answer.savedAt} />}
        </QueryStates>
      </div>
      {/* The summary reads the same answer: it shows once the application has loaded. */}
      {query.data ? <FileApplicationSummary file={file} application={query.data.steps as ApplicationStepValues} /> : null}
    </div>
  );
}

function ApplicationSteps({ application, savedAt }: { application: ApplicationStepValues; savedAt: SavedApplication['savedAt'] }) {
  const steps = applicationStepsFor(application.property?.purpose);
  const saved = steps.filter((step) => application[step] !== undefined).length;
  return (
    <>
      <p className="text-sm font-medium">{m.stepsSaved(saved, steps.length)}</p>
      <ol aria-label={m.stepsLabel} className="flex flex-col divide-y rounded-md border text-sm">
        {steps.map((step) => {
          const title = applicationStepTitle(step);
          const at = savedAt[step];
          if (application[step] === undefined) {
            return (
              <li key={step} className="flex items-start gap-2 px-3 py-2 text-muted-foreground">
                <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="flex min-w-0 flex-col">
                  <span>{title}</span>
                  <span className="text-xs">{m.notSaved}</span>
                </span>
              </li>
            );
          }
          return (
            <li key={step}>
              <details className="group/step">
                {/* The chevron stands in for the marker a flex summary loses; a named group, as a closed file's steps sit in its open disclosure. */}
                <summary className="flex cursor-pointer list-none items-start gap-2 px-3 py-2 hover:bg-muted/50">
                  <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open/step:rotate-90" />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-navy-900">{title}</span>
                    <span className="text-xs text-muted-foreground">{at ? m.savedOn(formatDateTime(at)) : null}</span>
                  </span>
                </summary>
                <div className="px-3 pt-1 pb-3">
                  <StepView step={step} application={application} />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function StepView({ step, application }: { step: ApplicationStepId; application: ApplicationStepValues }) {
  const blocks = stepBlocks(step, application);
  if (blocks.length === 0) return <p className="text-muted-foreground">{m.noneListed}</p>;
  return (
    <div className="flex flex-col gap-3">
      {blocks.map((block) => (
        <div key={block.key} className="flex flex-col gap-1">
          {block.title ? <p className="font-medium [overflow-wrap:anywhere]">{block.title}</p> : null}
          {block.entries.length > 0 ? (
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
              {block.entries.map((entry) => (
                <div key={entry.key} className="contents">
                  <dt className="text-muted-foreground">{entry.label}</dt>
                  <dd className="[overflow-wrap:anywhere]">{entry.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-muted-foreground">{m.noneListed}</p>
          )}
        </div>
      ))}
    </div>
  );
}
