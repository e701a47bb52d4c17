import { useId, useState } from 'react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { provinces } from '@maple/shared/provinces';
import { agentProvinces, type AgentRecord, type UpdateAgentRequest } from '@maple/shared/schemas/agent-edit';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';

const m = leadManagementMessages.routing;

/**
 * The console's 'Lead routing' tab of an agent (issue 18): the provinces whose new leads the agent
 * takes when the brokerage routes leads by province. A group of checkboxes, one per province, saved
 * together with the route's own schema.
 */
export function AgentProvincesForm({ agent, save }: { agent: AgentRecord; save: (body: UpdateAgentRequest) => Promise<AgentRecord> }) {
  const id = useId();
  // The person's ticks while they edit; until then (and after a save) the record's own, so a record
  // saved elsewhere shows as it is.
  const [edits, setEdits] = useState<readonly string[] | null>(null);
  const chosen = edits ?? agent.provinces;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const parsed = agentProvinces.safeParse(chosen);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.invalidProvince);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await save({ provinces: parsed.data });
      setEdits(null);
      toast.success(agentsMessages.updated);
    } catch (err) {
      toast.error(agentsMessages.updateFailed, isApiError(err) ? { description: err.message } : undefined);
      if (isApiError(err) && err.fields) setError(Object.values(err.fields).flat()[0] ?? null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
                <input
                  id={inputId}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.includes(province.code)}
                  onChange={(event) => {
                    setEdits(event.target.checked ? [...chosen, province.code] : chosen.filter((code) => code !== province.code));
                  }}
                />
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
        <SubmitButton busy={busy} busyLabel={agentsMessages.edit.saving} size="default">
          {agentsMessages.edit.save}
        </SubmitButton>
      </div>
    </form>
  );
}
