import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { WebhooksManager } from '@/features/webhooks/components/webhooks-manager';

/** The console's Integrations tab: for now, the webhooks that tell another system (a CRM) what happened. */
export function IntegrationsTab() {
  return (
    <section aria-labelledby="integrations-webhooks" className="flex max-w-4xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="integrations-webhooks" className="text-xl font-semibold text-navy-900">
          {m.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.intro}</p>
      </div>
      <WebhooksManager />
    </section>
  );
}
