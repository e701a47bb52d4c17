import { useEffect, useRef } from 'react';
import { recordPageView } from '../api/agent-queries';

/**
 * Reports one view of an agent's profile per visit: once when the agent is known, again only if
 * the page moves on to another agent. The ref survives StrictMode's second effect run, so
 * development builds do not count twice. A failure (rate limit, network) costs the visitor nothing.
 */
export function useRecordPageView(agentId: string | undefined) {
  const recordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!agentId || recordedFor.current === agentId) return;
    recordedFor.current = agentId;
    recordPageView(agentId).catch(() => undefined);
  }, [agentId]);
}
