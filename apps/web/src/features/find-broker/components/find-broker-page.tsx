import { useEffect } from 'react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { pagesMessages } from '@maple/shared/messages/pages';
import { useBrokerageDisclosure } from '@/features/site/api/site-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { QueryStates } from '@/components/query-states';
import { PageHeader } from '@/components/page-header';
import { useAgents } from '@/features/agents/api/agent-queries';
import { AgentCard } from '@/features/agents/components/agent-card';

const m = agentsMessages.directory;

const empty = <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{m.empty}</p>;

export function FindBrokerPage() {
  usePageTitle(pagesMessages.findBroker);
  const agents = useAgents();
  const { isError } = agents;
  const disclosure = useBrokerageDisclosure();

  useEffect(() => {
    // The id keeps one toast however often this runs (StrictMode, remounts).
    if (isError) toast.error(agentsMessages.loadAgentsFailed, { id: 'agents-load-failed' });
  }, [isError]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHeader title={pagesMessages.findBroker}>{m.intro}</PageHeader>
      {/* A failed read says the list is empty; the toast above says why. */}
      <QueryStates query={agents} messages={{ loading: m.loading }} className="min-h-[70vh]" failed={empty}>
        {(found) =>
          found.length === 0 ? (
            empty
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {found.map((agent) => (
                <li key={agent.id}>
                  <AgentCard agent={agent} {...disclosure} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
