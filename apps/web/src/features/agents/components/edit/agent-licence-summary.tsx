import { licensingMessages } from '@maple/shared/messages/licensing';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';

const m = licensingMessages;

/** The agent's own licence details, read-only: the super admin records them from the FSRA register (issue 27). */
export function AgentLicenceSummary({ agent }: { agent: Pick<AgentRecord, 'licence'> }) {
  const licence = agent.licence;
  return (
    <section aria-labelledby="my-licence" className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4">
      <div>
        <h3 id="my-licence" className="text-base font-semibold">
          {m.form.readOnlyTitle}
        </h3>
        <p className="text-xs text-muted-foreground">{m.form.readOnlyIntro}</p>
      </div>
      {licence ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Detail label={m.form.licensedName} value={licence.licensedName} />
          <Detail label={m.form.class} value={m.classes[licence.class]} />
          <Detail label={m.form.number} value={licence.number} />
          <Detail label={m.form.checkedAt} value={licence.checkedAt} />
        </dl>
      ) : (
        <p className="text-sm">{m.form.notRecorded}</p>
      )}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="[overflow-wrap:anywhere]">{value || '\u2014'}</dd>
    </div>
  );
}
