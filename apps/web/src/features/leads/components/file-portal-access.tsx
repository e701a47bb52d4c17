import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Send, UserX } from 'lucide-react';
import { formMessages } from '@maple/shared/messages/forms';
import { portalMessages as p } from '@maple/shared/messages/portal';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import type { PortalApplicant } from '@maple/shared/schemas/portal';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import type { LeadAudience } from '../api/lead-queries';
import { useFileApplicants, useRevokeApplicant, useSendApplicantLink } from '../api/portal-access-queries';

/** The server's reason for a refusal (a 409: the file closed, the access already revoked), else the feature's words. */
const refusal = (error: unknown, fallback: string) => (isApiError(error) && error.status === 409 ? error.message : fallback);

/**
 * Who may open the file in the borrower's portal (issue 39 §2, decision 094): the main applicant and
 * the co-applicants they invited, revoked ones with the day. A new link for one (an open file only:
 * a closed file mails none) and revoking one, asked first; revoking a closed file's access still ends
 * it, which is why a closed file keeps that button.
 */
export function FilePortalAccess({ file, audience }: { file: MortgageFile; audience: LeadAudience }) {
  const query = useFileApplicants(audience, file.leadId, file.id);
  const send = useSendApplicantLink(audience, file.leadId, file.id);
  const revoke = useRevokeApplicant(audience, file.leadId, file.id);
  const [revoking, setRevoking] = useState<PortalApplicant | null>(null);
  // After a revocation its button is gone: once the question closes, focus goes to the person's
  // entry, which now says revoked.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (revoking !== null || focusAfter.current === null) return;
    document.getElementById(entryId(file.id, focusAfter.current))?.focus();
    focusAfter.current = null;
  }, [revoking, file.id]);

  const onSend = async (applicant: PortalApplicant) => {
    try {
      await send.mutateAsync(applicant.id);
    } catch (error) {
      toast.error(refusal(error, p.sendLinkFailed));
      return;
    }
    toast.success(p.linkSent);
  };

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
    } catch (error) {
      toast.error(refusal(error, p.revokeFailed));
      // Already revoked elsewhere: the refreshed list says so, there is nothing to retry.
      if (isApiError(error) && error.status === 409) setRevoking(null);
      return;
    }
    toast.success(p.revoked);
    focusAfter.current = revoking.id;
    setRevoking(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-navy-900">{p.accessSection}</h4>
      <p className="text-xs text-muted-foreground">{p.accessIntro}</p>
      <QueryStates query={query} messages={{ loading: p.accessLoading, loadFailed: p.accessLoadFailed }} className="min-h-16">
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{p.accessEmpty}</p>
          ) : (
            <ul aria-label={p.accessSection} className="flex flex-col gap-2">
              {items.map((applicant) => {
                const sending = send.isPending && send.variables === applicant.id;
                return (
                  <li
                    key={applicant.id}
                    id={entryId(file.id, applicant.id)}
                    tabIndex={-1}
                    className={cn('flex flex-col gap-1.5 rounded-md border p-3 text-sm', applicant.revokedAt && 'bg-muted/50')}
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{applicant.name}</span>
                      <span className="rounded-full border px-2 py-0.5 text-xs font-semibold">{applicant.role === 'main' ? p.mainApplicant : p.coApplicant}</span>
                    </div>
                    <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{applicant.email}</p>
                    {applicant.revokedAt ? (
                      <p className="text-xs font-medium">{p.revokedOn(formatDate(applicant.revokedAt))}</p>
                    ) : (
                      <div className="flex flex-wrap gap-2 pt-1">
                        {file.closedAt === null ? (
                          <Button size="sm" variant="outline" aria-label={p.sendNewLinkTo(applicant.name)} aria-busy={sending || undefined} disabled={sending} onClick={() => void onSend(applicant)}>
                            <Send aria-hidden="true" />
                            {sending ? p.sending : p.sendNewLink}
                          </Button>
                        ) : null}
                        <Button size="sm" variant="outline" aria-label={p.revokeFor(applicant.name)} aria-haspopup="dialog" onClick={() => setRevoking(applicant)}>
                          <UserX aria-hidden="true" />
                          {p.revoke}
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (!open ? setRevoking(null) : undefined)}
        title={p.revoke}
        description={revoking ? p.revokeConfirm(revoking.name) : ''}
        confirmLabel={p.revoke}
        cancelLabel={formMessages.cancel}
        busy={revoke.isPending}
        onConfirm={() => void onRevoke()}
      />
    </div>
  );
}

const entryId = (fileId: string, applicantId: string) => `portal-access-${fileId}-${applicantId}`;
