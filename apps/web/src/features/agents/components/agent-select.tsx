import type { ComponentProps } from 'react';
import type { AgentOption } from '@maple/shared/schemas/agents';
import { NativeSelect } from '@/components/ui/native-select';

/** A "preferred agent" chooser: `noneLabel` (value 'none') first, then the agents while they load in. */
export function AgentSelect({ agents, noneLabel, ...props }: ComponentProps<typeof NativeSelect> & { agents: AgentOption[] | undefined; noneLabel: string }) {
  return (
    <NativeSelect {...props}>
      <option value="none">{noneLabel}</option>
      {(agents ?? []).map((agent) => (
        <option key={agent.id} value={agent.id}>
          {agent.name}
        </option>
      ))}
    </NativeSelect>
  );
}
