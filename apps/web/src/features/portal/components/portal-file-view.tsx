import type { ReactNode } from 'react';
import { fileStagesMessages as stages } from '@maple/shared/messages/file-stages';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { maxApplicantsPerFile } from '@maple/shared/portal-rules';
import { formatDate } from '@/lib/format-date';
import type { PortalFile } from '../portal-api';
import { InviteCoApplicantForm } from './invite-co-applicant-form';
import { PortalCard } from './portal-frame';

/**
 * The borrower's file: where it is, the application (its card and checklist, given by the caller: a
 * lazy chunk), the timeline, their agent, the applicants (and, for the main applicant, the invitation).
 */
export function PortalFileView({ file, onChanged, application }: { file: PortalFile; onChanged: () => void; application?: ReactNode }) {
  const canInvite = file.me.role === 'main' && !file.closed && file.applicants.length < maxApplicantsPerFile;
  return (
    <>
      <PortalCard title={m.title} headingLevel={1}>
        <p className="text-sm text-muted-foreground">{m.stage}</p>
        <p className="text-lg font-semibold">{stages[file.stage]}</p>
      </PortalCard>
      {application}
      <PortalCard title={m.timeline}>
        <ol className="flex flex-col gap-2">
          {file.timeline.map((step, index) => (
            <li key={`${step.stage}-${index}`} className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium">{stages[step.stage]}</span>
              <span className="text-muted-foreground">{formatDate(step.at)}</span>
            </li>
          ))}
        </ol>
      </PortalCard>
      {file.agent ? (
        <PortalCard title={m.yourAgent}>
          <p className="font-medium">{file.agent.name}</p>
          {file.agent.email ? (
            <a className="text-sm text-primary underline underline-offset-4" href={`mailto:${file.agent.email}`}>
              {file.agent.email}
            </a>
          ) : null}
          {file.agent.phone ? (
            <a className="text-sm text-primary underline underline-offset-4" href={`tel:${file.agent.phone.replace(/[^0-9+]/g, '')}`}>
              {file.agent.phone}
            </a>
          ) : null}
        </PortalCard>
      ) : null}
      <PortalCard title={m.applicants}>
        <ul className="flex flex-col gap-1">
          {file.applicants.map((applicant) => (
            <li key={applicant.id} className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium">{applicant.name}</span>
              <span className="text-muted-foreground">{applicant.role === 'main' ? m.mainApplicant : m.coApplicant}</span>
            </li>
          ))}
        </ul>
        {canInvite ? <InviteCoApplicantForm onInvited={onChanged} /> : null}
      </PortalCard>
    </>
  );
}
