import type { ReactNode } from 'react';
import { History, Pencil, Send } from 'lucide-react';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import type { Webhook } from '@maple/shared/schemas/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WebhookActiveSwitch } from './webhook-active-switch';

type WebhookRowProps = {
  webhook: Webhook;
  toggling: boolean;
  testing: boolean;
  onToggle: () => void;
  onTest: () => void;
  onDeliveries: () => void;
  onEdit: () => void;
  /** The list frame's Delete button, which asks first. */
  deleteButton: ReactNode;
};

/**
 * One webhook as a card: the URL (wrapped anywhere and cut after three lines, so a long one never
 * widens the page; the full address is in its title and read out whole), the description, the
 * events as badges, the on/off switch and the actions. Each action names the webhook by its URL.
 */
export function WebhookRow({ webhook, toggling, testing, onToggle, onTest, onDeliveries, onEdit, deleteButton }: WebhookRowProps) {
  const name = webhook.url;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm" data-webhook-id={webhook.id}>
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="line-clamp-3 font-mono text-sm font-medium break-all text-navy-900" title={webhook.url}>
            {webhook.url}
          </p>
          {webhook.description ? <p className="text-sm break-words text-muted-foreground">{webhook.description}</p> : null}
        </div>
        <WebhookActiveSwitch checked={webhook.isActive} name={name} busy={toggling} onToggle={onToggle} />
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={m.events}>
        {webhook.events.map((event) => (
          <li key={event}>
            <Badge variant="secondary">{m.eventLabels[event]}</Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={testing} onClick={onTest} aria-label={`${m.sendTest}, ${name}`}>
          <Send aria-hidden="true" />
          {m.sendTest}
        </Button>
        <Button variant="outline" size="sm" onClick={onDeliveries} aria-label={`${m.deliveries}, ${name}`} aria-haspopup="dialog">
          <History aria-hidden="true" />
          {m.deliveries}
        </Button>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${m.edit}, ${name}`} aria-haspopup="dialog">
          <Pencil aria-hidden="true" />
          {m.edit}
        </Button>
        {deleteButton}
      </div>
    </li>
  );
}
