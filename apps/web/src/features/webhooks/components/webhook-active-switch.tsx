import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { cn } from '@/lib/cn';

type WebhookActiveSwitchProps = {
  checked: boolean;
  /** Names the webhook in the accessible name, as a list holds one switch per webhook. */
  name: string;
  busy: boolean;
  onToggle: () => void;
};

/** Turns a webhook on or off from its row: a switch (role and aria-checked) labelled 'Active'. */
export function WebhookActiveSwitch({ checked, name, busy, onToggle }: WebhookActiveSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`${m.active}, ${name}`}
      disabled={busy}
      onClick={onToggle}
      className="inline-flex shrink-0 items-center gap-2 rounded-md py-1 text-sm font-medium disabled:opacity-60"
    >
      <span aria-hidden="true" className={cn('inline-flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors', checked ? 'bg-emerald-700' : 'bg-muted-foreground')}>
        <span className={cn('size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')} />
      </span>
      {m.active}
    </button>
  );
}
