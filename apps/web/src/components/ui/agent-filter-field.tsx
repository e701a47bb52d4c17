import type { ReactNode } from 'react';
import { SelectField } from './select-field';

/**
 * The console's filter by agent over a list of rows (leads' files, the book, the pipeline, tasks,
 * the funnel): "all agents" (the empty value) or one of them.
 */
export function AgentFilterField({ id, label, allLabel, agents, value, onChange, className }: { id: string; label: ReactNode; allLabel: string; agents: readonly { id: string; name: string }[] | undefined; value: string; onChange: (agentId: string) => void; className?: string }) {
  return <SelectField id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)} options={[{ value: '', label: allLabel }, ...(agents ?? []).map((agent) => ({ value: agent.id, label: agent.name }))]} className={className} />;
}
