import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { agentsMessages } from '@maple/shared/messages/agents';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { provinceCodes, provinces, type ProvinceCode } from '@maple/shared/provinces';
import { updateAgentInput, type AgentRecord, type UpdateAgentRequest } from '@maple/shared/schemas/agent-edit';
import { useFollowRecord } from '@/features/agents/hooks/use-follow-record';
import { useServerForm } from '@/components/form/use-server-form';
import { SubmitButton } from '@/components/ui/submit-button';

const m = leadManagementMessages.routing;

const valuesOf = (agent: AgentRecord): { provinces: ProvinceCode[] } => ({ provinces: provinceCodes.filter((code) => agent.provinces.includes(code)) });
// The inputs are the body itself, so the route's own schema checks them.
const resolver = zodResolver(updateAgentInput);

/**
 * The console's 'Lead routing' tab of an agent (issue 18): the provinces whose new leads the agent
 * takes when the brokerage routes leads by province. A group of checkboxes, one per province, saved
 * together.
 */
export function AgentProvincesForm({ agent, save }: { agent: AgentRecord; save: (body: UpdateAgentRequest) => Promise<AgentRecord> }) {
  const id = useId();
  const form = useServerForm({
    resolver,
    defaultValues: valuesOf(agent),
    submit: save,
    messages: { saved: agentsMessages.updated, failed: agentsMessages.updateFailed },
    onSaved: (saved) => form.reset(valuesOf(saved)),
  });
  useFollowRecord(agent, form, valuesOf);
  const error = form.fieldError('provinces');

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.onSubmit}>
      <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
        <legend className="text-sm font-medium">{m.legend}</legend>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {m.hint}
        </p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {provinces.map((province) => {
            const inputId = `${id}-${province.code}`;
            return (
              <div key={province.code} className="flex items-center gap-2">
                {/* One name for the whole group: react-hook-form reads the ticked values as a list, in the table's order. */}
                <input id={inputId} type="checkbox" className="size-4 accent-primary" value={province.code} {...form.register('provinces')} />
                <label htmlFor={inputId} className="text-sm">
                  {province.name}
                </label>
              </div>
            );
          })}
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div>
        <SubmitButton busy={form.busy} busyLabel={agentsMessages.edit.saving} size="default">
          {agentsMessages.edit.save}
        </SubmitButton>
      </div>
    </form>
  );
}
