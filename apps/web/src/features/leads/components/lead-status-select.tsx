import { toast } from 'sonner';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadStatuses, type Lead, type LeadStatus } from '@maple/shared/schemas/leads';
import { cn } from '@/lib/cn';
import { useUpdateLead, type LeadAudience } from '../api/lead-queries';
import { statusColour } from '../lead-status';

const m = leadManagementMessages;

/** The status dropdown of a lead row (back-office §4: any status to any other), coloured as its badge. */
export function LeadStatusSelect({ lead, audience }: { lead: Lead; audience: LeadAudience }) {
  const update = useUpdateLead(audience);
  const value = update.isPending && update.variables?.status ? update.variables.status : lead.status;

  return (
    <select
      aria-label={m.statusFor(lead.clientName)}
      value={value}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { id: lead.id, status: event.target.value as LeadStatus },
          { onSuccess: () => toast.success(m.statusUpdated), onError: () => toast.error(m.statusUpdateFailed) },
        )
      }
      className={cn('h-8 cursor-pointer rounded-full border px-2.5 text-xs font-semibold disabled:opacity-60', statusColour(value))}
    >
      {leadStatuses.map((status) => (
        <option key={status} value={status}>
          {m.statuses[status]}
        </option>
      ))}
    </select>
  );
}
