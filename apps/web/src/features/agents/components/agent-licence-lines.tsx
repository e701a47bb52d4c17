import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import { cn } from '@/lib/cn';
import { agentClassLine, agentTagline } from '../agent-display';

type Props = {
  agent: Pick<PublicAgentProfile, 'licence' | 'contactDetails'>;
  /** The brokerage's licence line from the site settings ("{authorizedName}, Licence #{number}"); '' while unset. */
  brokerageLine: string;
  /** The site's agent licence prefix ("Agent Lic. #"), used before the agent's own number when set. */
  numberPrefix?: string;
  /** The card's sizes: the profile header shows these larger. */
  size?: 'sm' | 'lg';
  /** Without the tagline (where the free-text title is not shown, e.g. the contact panel). */
  withTagline?: boolean;
  className?: string;
};

/**
 * What FSRA asks beside an agent's name in an advertisement: their licence class (and number, when
 * recorded) with the sponsoring brokerage's name and licence number; then the agent's own tagline.
 * An agent without a recorded class shows no title at all (decision 047).
 */
export function AgentLicenceLines({ agent, brokerageLine, numberPrefix, size = 'sm', withTagline = true, className }: Props) {
  const classLine = agentClassLine(agent, numberPrefix);
  const tagline = withTagline ? agentTagline(agent) : null;
  if (!classLine && !brokerageLine && !tagline) return null;
  const large = size === 'lg';
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)} data-agent-licence="">
      {classLine ? <p className={cn('font-medium text-maple-700', large ? 'text-lg' : 'text-sm')}>{classLine}</p> : null}
      {brokerageLine ? <p className={cn('[overflow-wrap:anywhere] text-navy-900', large ? 'text-sm' : 'text-xs')}>{brokerageLine}</p> : null}
      {tagline ? <p className={cn('text-muted-foreground', large ? 'text-base' : 'text-sm')}>{tagline}</p> : null}
    </div>
  );
}
