import { useEffect, useState, type RefObject } from 'react';
import { Link } from '@/lib/localized-router';
import { Mail, MessageSquare, Phone } from 'lucide-react';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import { telHref } from '@/lib/format';
import { fillMessage } from '@/lib/message-template';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { agentContactPath } from '@maple/shared/agent-links';
import { agentClassLine, agentDisplayName } from '../agent-display';

const m = agentsMessages.profile;

const railItem =
  'flex w-16 flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs font-medium text-navy-900 transition-colors hover:bg-accent [&_svg]:size-5';

/** Wider screens: a slim column of labelled icon buttons that fits in the page margin beside the content. */
function ContactRail({ agent }: { agent: PublicAgentProfile }) {
  return (
    <>
      {agent.phone ? (
        <a href={telHref(agent.phone)} className={railItem}>
          <Phone aria-hidden="true" />
          {m.call}
        </a>
      ) : null}
      <a href={`mailto:${agent.email}`} className={railItem}>
        <Mail aria-hidden="true" />
        {m.email}
      </a>
      <Link to={agentContactPath(agent.id)} className={cn(railItem, 'bg-primary text-primary-foreground hover:bg-primary-hover')}>
        <MessageSquare aria-hidden="true" />
        {m.contact}
      </Link>
    </>
  );
}

// Narrower padding than a button's own, so the classes are merged (cn) rather than appended.
const barButton = (variant: 'default' | 'outline') => cn(buttonVariants({ variant }), 'flex-1 px-2');

type Disclosure = { brokerageLine: string; numberPrefix?: string };

/** "Sarah Chen · Mortgage Agent Level 2 · Maple Mortgage Group Inc., Licence #13579": who is advertised, as FSRA asks. */
function disclosureText(agent: PublicAgentProfile, { brokerageLine, numberPrefix }: Disclosure): string {
  return [agentDisplayName(agent), agentClassLine(agent, numberPrefix), brokerageLine].filter(Boolean).join(' \u00b7 ');
}

/** Phones: the agent's licence disclosure over three equal buttons in a bar. */
function ContactBar({ agent, disclosure }: { agent: PublicAgentProfile; disclosure: Disclosure }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="px-1 text-center text-xs [overflow-wrap:anywhere] text-navy-900" data-agent-licence="">
        {disclosureText(agent, disclosure)}
      </p>
      <div className="flex gap-2">
        {agent.phone ? (
          <a href={telHref(agent.phone)} className={barButton('outline')}>
            <Phone aria-hidden="true" />
            {m.call}
          </a>
        ) : null}
        <a href={`mailto:${agent.email}`} className={barButton('outline')}>
          <Mail aria-hidden="true" />
          {m.email}
        </a>
        <Link to={agentContactPath(agent.id)} className={barButton('default')}>
          <MessageSquare aria-hidden="true" />
          {m.contact}
        </Link>
      </div>
    </div>
  );
}

/**
 * True once `marker` has scrolled into view or past it (the closing call to action has its own
 * Contact button, and below it the footer's links must not sit under a floating panel).
 */
function useReached(marker: RefObject<HTMLElement | null>): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [marker]);
  return reached;
}

/**
 * Call, Email and Contact always within reach. From 1280px: a slim column fixed at the bottom right,
 * narrow enough to sit in the page margin, raised to leave the corner to the chat button, and put
 * away once the closing call to action at `endMarker` is reached. Below 1280px (phones, tablets):
 * a bar that sticks to the bottom of the screen while the profile is in view, then settles above
 * the footer instead of covering it.
 */
export function FloatingContact({ agent, endMarker, ...disclosure }: { agent: PublicAgentProfile; endMarker: RefObject<HTMLElement | null> } & Disclosure) {
  const label = fillMessage(m.contactPanelLabel, { name: agentDisplayName(agent) });
  const atEnd = useReached(endMarker);
  return (
    <>
      <aside
        aria-label={label}
        className={cn(
          'fixed right-3 bottom-24 z-30 hidden flex-col gap-1 rounded-2xl border bg-background p-1.5 shadow-lg transition-opacity duration-200 xl:flex',
          atEnd && 'invisible opacity-0',
        )}
      >
        {/* A 64 px column in the page margin has no room for the disclosure as text: it is the panel's description, and the header above shows it. */}
        <p className="sr-only">{disclosureText(agent, disclosure)}</p>
        <ContactRail agent={agent} />
      </aside>
      <aside aria-label={label} className="sticky bottom-0 z-30 border-t bg-background/95 p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur xl:hidden">
        <ContactBar agent={agent} disclosure={disclosure} />
      </aside>
    </>
  );
}
