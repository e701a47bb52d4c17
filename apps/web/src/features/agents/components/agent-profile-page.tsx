import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function AgentProfilePage() {
  return <PlaceholderPage title={messages.pages.agentProfile} />;
}
