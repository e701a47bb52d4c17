import { useId } from 'react';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import { leadManagementMessages as lm } from '@maple/shared/messages/lead-management';
import { provinceName, provinces } from '@maple/shared/provinces';
import { audienceKinds, bookMaturityMonths, type AudienceKind, type CampaignAudience } from '@maple/shared/schemas/campaigns';
import { leadSourceFilters, leadStatuses } from '@maple/shared/schemas/leads';
import { SelectField } from '@/components/ui/select-field';
import { fillMessage } from '@/lib/message-template';
import { formatNumber } from '@/lib/format-number';
import { useAudienceCount } from '../api/campaign-queries';

const any = { value: '', label: m.any };

/** The audience's kind and, for leads, its filters; below, how many it reaches now and who it leaves out. */
/** An agent to filter leads by: the console's agent options, passed in by the page that composes this view. */
export type AgentOption = { id: string; name: string };

export function AudienceFields({
  audience,
  onChange,
  agents,
  hasFrench,
}: {
  audience: CampaignAudience;
  onChange: (audience: CampaignAudience) => void;
  agents: readonly AgentOption[] | undefined;
  /** Whether the draft has its French subject and message: without them, French-speaking recipients block the send (decision 111). */
  hasFrench: boolean;
}) {
  const id = useId();
  const leadsAudience = audience.kind === 'leads' ? audience : null;
  const setFilter = (key: 'status' | 'source' | 'province' | 'agentId', value: string) => onChange({ ...(leadsAudience ?? { kind: 'leads' }), [key]: value || undefined } as CampaignAudience);
  const bookAudience = audience.kind === 'book' ? audience : null;
  const setBookFilter = (changes: { agentId?: string; maturingWithinMonths?: number }) => onChange({ ...(bookAudience ?? { kind: 'book' }), ...changes });
  const agentOptions = [any, ...(agents ?? []).map((a) => ({ value: a.id, label: a.name }))];
  const cell = 'min-w-40 flex-1';
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">{m.audience}</legend>
      <div className="flex flex-wrap gap-3">
        <SelectField
          id={`${id}-kind`}
          label={m.audience}
          value={audience.kind}
          onChange={(e) => onChange({ kind: e.target.value as AudienceKind } as CampaignAudience)}
          options={audienceKinds.map((kind) => ({ value: kind, label: m.kinds[kind] }))}
          className={cell}
        />
        {leadsAudience ? (
          <>
            <SelectField id={`${id}-status`} label={m.status} value={leadsAudience.status ?? ''} onChange={(e) => setFilter('status', e.target.value)} options={[any, ...leadStatuses.map((s) => ({ value: s, label: lm.statuses[s] }))]} className={cell} />
            <SelectField id={`${id}-source`} label={m.source} value={leadsAudience.source ?? ''} onChange={(e) => setFilter('source', e.target.value)} options={[any, ...leadSourceFilters.map((s) => ({ value: s, label: lm.sourceFilters[s] }))]} className={cell} />
            <SelectField id={`${id}-province`} label={m.province} value={leadsAudience.province ?? ''} onChange={(e) => setFilter('province', e.target.value)} options={[any, ...provinces.map((p) => ({ value: p.code, label: provinceName(p.code) ?? p.code }))]} className={cell} />
            <SelectField id={`${id}-agent`} label={m.agent} value={leadsAudience.agentId ?? ''} onChange={(e) => setFilter('agentId', e.target.value)} options={agentOptions} className={cell} />
          </>
        ) : null}
        {bookAudience ? (
          <>
            <SelectField id={`${id}-book-agent`} label={m.agent} value={bookAudience.agentId ?? ''} onChange={(e) => setBookFilter({ agentId: e.target.value || undefined })} options={agentOptions} className={cell} />
            <SelectField
              id={`${id}-maturing`}
              label={m.maturingWithin}
              value={bookAudience.maturingWithinMonths ? String(bookAudience.maturingWithinMonths) : ''}
              onChange={(e) => setBookFilter({ maturingWithinMonths: e.target.value ? Number(e.target.value) : undefined })}
              options={[any, ...bookMaturityMonths.map((months) => ({ value: String(months), label: fillMessage(m.months, { count: String(months) }) }))]}
              className={cell}
            />
          </>
        ) : null}
      </div>
      {bookAudience ? <p className="text-xs text-muted-foreground">{m.bookConsentHint}</p> : null}
      <AudienceCountLine audience={audience} hasFrench={hasFrench} />
    </fieldset>
  );
}

function AudienceCountLine({ audience, hasFrench }: { audience: CampaignAudience; hasFrench: boolean }) {
  const counted = useAudienceCount(audience);
  if (!counted.data) return <p className="text-sm text-muted-foreground" role="status">{m.counting}</p>;
  const { recipients, french, leftOut } = counted.data;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p className="font-semibold text-navy-900" data-testid="audience-count">
        {fillMessage(m.count, { count: formatNumber(recipients, 0) })} <span className="font-normal text-muted-foreground">({fillMessage(m.frenchCount, { count: formatNumber(french, 0) })})</span>
      </p>
      {french > 0 && !hasFrench ? <p className="text-amber-800" data-testid="audience-french-missing">{m.frenchMissing}</p> : null}
      <p className="text-muted-foreground">
        {m.leftOutTitle}: {m.leftOut.noConsent} {formatNumber(leftOut.noConsent, 0)} · {m.leftOut.unsubscribed} {formatNumber(leftOut.unsubscribed, 0)} · {m.leftOut.erased} {formatNumber(leftOut.erased, 0)}
      </p>
      <p className="text-xs text-muted-foreground">{m.refusedAfter}</p>
    </div>
  );
}
