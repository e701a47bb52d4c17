import { useId } from 'react';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { fileStages } from '@maple/shared/schemas/file-stages';
import { Button } from '@/components/ui/button';
import { AgentFilterField } from '@/components/ui/agent-filter-field';
import { SelectField } from '@/components/ui/select-field';
import { hasFileFilters, type FileFilterKey, type FileFilters } from '../file-filters';
import type { AgentChoice } from './lead-agent-select';

const m = mortgageFilesMessages.list;
const stageOptions = [{ value: '', label: m.allStages }, ...fileStages.map((stage) => ({ value: stage, label: mortgageFilesMessages.stages[stage] }))];
// Each filter takes a share of the row and wraps before it gets too narrow for its longest option.
const cell = 'min-w-0 flex-1 basis-44 sm:max-w-60';

/**
 * Beside the files list's search box: the stage and, in the console, the agent (the active ones),
 * each applied at once (back to page 1), and Clear filters, which also empties the search.
 */
export function FileFilterBar({ filters, searched, onChange, onClear, showAgent, agents }: { filters: FileFilters; searched: boolean; onChange: (key: FileFilterKey, value: string) => void; onClear: () => void; showAgent: boolean; agents: readonly AgentChoice[] }) {
  const id = useId();
  return (
    <div role="group" aria-label={m.filtersLabel} className="flex w-full flex-wrap items-end gap-3">
      <SelectField id={`${id}-stage`} label={m.stageFilter} value={filters.stage} onChange={(e) => onChange('stage', e.target.value)} options={stageOptions} className={cell} />
      {showAgent ? (
        <AgentFilterField
          id={`${id}-agent`}
          label={m.agentFilter}
          allLabel={m.allAgents}
          agents={agents}
          value={filters.agentId}
          onChange={(agentId) => onChange('agentId', agentId)}
          className={cell}
        />
      ) : null}
      <Button variant="ghost" size="sm" className="self-end" disabled={!hasFileFilters(filters) && !searched} onClick={onClear}>
        {m.clearFilters}
      </Button>
    </div>
  );
}
