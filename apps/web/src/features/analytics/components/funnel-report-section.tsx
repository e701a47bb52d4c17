import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { pipelineMessages } from '@maple/shared/messages/pipeline';
import { funnelMonthsLimits } from '@maple/shared/schemas/pipeline';
import { QueryStates } from '@/components/query-states';
import { AgentFilterField } from '@/components/ui/agent-filter-field';
import { SelectField } from '@/components/ui/select-field';
import { formatMonth } from '@/lib/format';
import { funnelCsvHref, useFunnel, type FunnelAudience } from '../api/funnel-queries';
import { ReportSection } from './report-section';

const m = pipelineMessages.report;
const monthOptions = [3, 6, 12, funnelMonthsLimits.max] as const;

/** `profileViews` on the month and agent rows only: a profile view has no lead source (decision 116). */
type Row = { key: string; label: string; profileViews?: number; leads: number; files: number; funded: number };

function FunnelTable({ caption, first, rows, views = false }: { caption: string; first: string; rows: Row[]; views?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="pb-1 text-left text-sm font-semibold text-navy-900">{caption}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">{first}</th>
            {views ? <th scope="col" className="py-1 text-right font-medium">{m.profileViews}</th> : null}
            <th scope="col" className="py-1 text-right font-medium">{m.leads}</th>
            <th scope="col" className="py-1 text-right font-medium">{m.files}</th>
            <th scope="col" className="py-1 text-right font-medium">{m.funded}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t">
              <th scope="row" className="py-1.5 font-normal [overflow-wrap:anywhere]">{row.label}</th>
              {views ? <td className="py-1.5 text-right tabular-nums">{row.profileViews ?? 0}</td> : null}
              <td className="py-1.5 text-right font-semibold tabular-nums">{row.leads}</td>
              <td className="py-1.5 text-right tabular-nums">{row.files}</td>
              <td className="py-1.5 text-right tabular-nums">{row.funded}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The funnel in the Analytics tab (issue 40 §7, decisions 102 and 116): by month, source and agent,
 * with the views of agent profiles by month and agent, the median days in each stage and the CSV of
 * it all. The console (`admin`) sees every lead and may
 * pick an agent; the dashboard its own.
 */
export function FunnelReportSection({ audience, agents, headingLevel = 'h3' }: { audience: FunnelAudience; agents?: readonly { id: string; name: string }[]; headingLevel?: 'h2' | 'h3' }) {
  const id = useId();
  const [months, setMonths] = useState<number>(funnelMonthsLimits.default);
  const [agentId, setAgentId] = useState('');
  const report = useFunnel(audience, months, agentId);
  return (
    <ReportSection id={`${id}-funnel`} title={m.heading} headingLevel={headingLevel}>
      <p className="text-sm text-muted-foreground">{m.description}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField id={`${id}-months`} label={m.months} value={String(months)} onChange={(e) => setMonths(Number(e.target.value))} options={monthOptions.map((n) => ({ value: String(n), label: m.monthsOption(n) }))} className="min-w-0 basis-44" />
        {audience === 'admin' ? (
          <AgentFilterField
            id={`${id}-agent`}
            label={m.agent}
            allLabel={m.allAgents}
            agents={agents}
            value={agentId}
            onChange={(agentId) => setAgentId(agentId)}
            className="min-w-0 flex-1 basis-44 sm:max-w-60"
          />
        ) : null}
        <a href={funnelCsvHref(audience, months, agentId)} download className="inline-flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <Download aria-hidden="true" className="size-4" />
          {m.download}
        </a>
      </div>
      <QueryStates query={report} messages={{ loading: m.loading, loadFailed: m.fetchFailed, tryAgain: m.tryAgain }}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <FunnelTable caption={m.byMonth} first={m.month} views rows={data.byMonth.map((row) => ({ key: row.month, label: formatMonth(row.month), ...row }))} />
            <div className="flex flex-col gap-6">
              {data.bySource.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.empty}</p>
              ) : (
                <FunnelTable caption={m.bySource} first={m.source} rows={data.bySource.map((row) => ({ key: row.source, label: leadManagementMessages.sources[row.source], ...row }))} />
              )}
              {audience === 'admin' && data.byAgent.length > 0 ? (
                <FunnelTable caption={m.byAgent} first={m.agentColumn} views rows={data.byAgent.map((row) => ({ key: row.agentId ?? 'none', label: row.agentName ?? m.unassigned, ...row }))} />
              ) : null}
            </div>
            <div className="overflow-x-auto lg:col-span-2">
              <table className="w-full text-left text-sm">
                <caption className="pb-1 text-left text-sm font-semibold text-navy-900">{m.stageDays}</caption>
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 font-medium">{m.stage}</th>
                    <th scope="col" className="py-1 text-right font-medium">{m.medianDays}</th>
                    <th scope="col" className="py-1 text-right font-medium">{m.stays}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.stageDays
                    .filter((row) => !['funded', 'withdrawn', 'declined'].includes(row.stage))
                    .map((row) => (
                      <tr key={row.stage} className="border-t">
                        <th scope="row" className="py-1.5 font-normal">{mortgageFilesMessages.stages[row.stage]}</th>
                        <td className="py-1.5 text-right font-semibold tabular-nums">{row.medianDays ?? m.none}</td>
                        <td className="py-1.5 text-right tabular-nums">{row.stays}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </QueryStates>
    </ReportSection>
  );
}
