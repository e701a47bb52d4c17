import { privacyNoticesMessages as m } from '@maple/shared/messages/privacy-notices';
import { PolicyLink } from './policy-link';

/**
 * What the chat says before the visitor's first message: an automated assistant answers, an outside
 * AI service reads the messages (only when one is configured: the server says so, never which), who
 * receives a conversation that leaves contact details, and the policy.
 */
export function ChatPrivacyNotice({ outsideService }: { outsideService: boolean }) {
  return (
    <p data-privacy-notice="chat" className="rounded-md border bg-muted/50 px-3 py-2 text-xs leading-relaxed text-muted-foreground">
      {m.chat.automated} {outsideService ? `${m.chat.outsideService} ` : ''}
      {m.chat.followUp} <PolicyLink />
    </p>
  );
}
