import { useEffect, useRef } from 'react';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import type { CreatedWebhook } from '@maple/shared/schemas/webhooks';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * The new webhook's secret, shown this once (no later answer carries it): a read-only field that
 * takes focus with its text selected, and a copy button. The receiver needs it to check the
 * `Maple-Signature` header.
 */
export function WebhookSecretPanel({ webhook, onDone }: { webhook: CreatedWebhook; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);

  // The form that had focus is gone: focus the secret, selected, so it can be copied at once.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(webhook.secret);
      toast.success(m.copied);
    } catch {
      field.current?.focus();
      field.current?.select();
      toast.error(m.copyFailed);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p id="webhook-secret-once" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
        {m.secretOnce}
      </p>
      <p className="text-sm break-all text-muted-foreground">{webhook.url}</p>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="webhook-new-secret">{m.secret}</Label>
        <div className="flex min-w-0 gap-2">
          <Input id="webhook-new-secret" ref={field} readOnly className="font-mono" value={webhook.secret} aria-describedby="webhook-secret-once" onFocus={(e) => e.target.select()} />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {m.copy}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{m.done}</Button>
      </div>
    </div>
  );
}
