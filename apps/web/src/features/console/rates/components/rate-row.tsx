import { useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { rateTermMessages } from '@maple/shared/messages/rate-terms';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { mortgageTypeName, termLabel } from '@maple/shared/terms';
import { updateRateInput, type AdminRate } from '@maple/shared/schemas/rates';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdateRate } from '@/features/rates/api/rate-admin';
import { cn } from '@/lib/cn';
import { formatApr } from '@/lib/format';
import { fillMessage } from '@/lib/message-template';
import { formatDateTime } from '../../components/catalogue/format-date-time';

const threeDecimals = (n: number) => n.toFixed(3);
// A figure's cell; on a phone (a card) its column name shows above it.
const cellClass = 'px-3 py-2 tabular-nums max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]';

type Values = { postedRate: string; ourRate: string };
const resolver = mappedResolver(updateRateInput, (values: Values) => values);
const valuesOf = (rate: AdminRate): Values => ({ postedRate: threeDecimals(rate.postedRate), ourRate: threeDecimals(rate.ourRate) });

/** One rate: posted and our rate edit in place (Enter saves, Escape cancels), the badge toggles. */
export function RateRow({ rate, onHistory, onDelete }: { rate: AdminRate; onHistory: () => void; onDelete: () => void }) {
  const update = useUpdateRate();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const label = `${rate.provinceName} ${termLabel(rate.termMonths)} ${rateTermMessages.types[rate.rateType]} ${mortgageTypeName(rate.mortgageType)}`;
  const form = useServerForm({
    resolver,
    defaultValues: valuesOf(rate),
    submit: (input) => update.mutateAsync({ id: rate.id, input }),
    messages: { saved: m.updated, failed: m.updateFailed },
    onSaved: () => stopEdit(),
  });
  // The cells hold no form element (a row cannot), so the first message shows under our rate.
  const error = form.fieldError('postedRate') ?? form.fieldError('ourRate');
  const errorId = `rate-${rate.id}-error`;

  function startEdit() {
    form.reset(valuesOf(rate));
    setEditing(true);
  }
  function stopEdit() {
    // Cancelled or saved: nothing typed is left to guard, and the next edit starts from the rate.
    form.reset(valuesOf(rate));
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void form.onSubmit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stopEdit();
    }
  };
  const toggle = () =>
    update.mutate(
      { id: rate.id, input: { isActive: !rate.isActive } },
      {
        onSuccess: (saved) => toast.success(saved.isActive ? m.activated : m.deactivated),
        onError: () => toast.error(m.statusFailed),
      },
    );

  const rateInput = (name: keyof Values, column: string) => (
    <Input
      type="number"
      step="0.001"
      min="0"
      inputMode="decimal"
      className="h-9 w-24"
      aria-label={`${column}, ${label}`}
      aria-invalid={form.fieldError(name) ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onKeyDown={onKeyDown}
      {...form.register(name)}
    />
  );

  return (
    <tr className="border-t align-middle max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:shadow-sm">
      <td className="px-3 py-2 max-sm:col-span-2 max-sm:p-0">
        <span className="font-medium">{rate.provinceName}</span>
        <span className="block text-xs text-muted-foreground">
          {termLabel(rate.termMonths)} · <span className="capitalize">{rateTermMessages.types[rate.rateType]}</span> · {mortgageTypeName(rate.mortgageType)}
        </span>
      </td>
      <td className={cellClass} data-label={m.postedRateColumn}>
        {editing ? rateInput('postedRate', m.postedRateColumn) : formatApr(rate.postedRate)}
      </td>
      <td className={cellClass} data-label={m.ourRateColumn}>
        {editing ? rateInput('ourRate', m.ourRateColumn) : formatApr(rate.ourRate)}
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </td>
      <td className={`${cellClass} max-sm:col-span-2`} data-label={m.updatedColumn}>
        {formatDateTime(rate.updatedAt)}
        {/* The source, cut to the cell with the whole address on hover and on focus (it is a link). */}
        {rate.sourceUrl && /^https?:\/\//.test(rate.sourceUrl) ? (
          <a href={rate.sourceUrl} target="_blank" rel="noopener noreferrer" title={rate.sourceUrl} className="block max-w-40 truncate text-xs text-muted-foreground underline-offset-2 hover:underline focus:max-w-none focus:[overflow-wrap:anywhere] focus:whitespace-normal">
            <span className="sr-only">{m.sourceColumn}: </span>
            {rate.sourceUrl}
          </a>
        ) : rate.sourceUrl ? (
          <span className="block max-w-40 text-xs text-muted-foreground [overflow-wrap:anywhere]">{rate.sourceUrl}</span>
        ) : null}
      </td>
      <td className="px-3 py-2 max-sm:p-0">
        <button
          type="button"
          onClick={toggle}
          disabled={update.isPending}
          aria-label={fillMessage(m.toggleLabel, { status: rate.isActive ? m.active : m.inactive, action: rate.isActive ? m.deactivate : m.activate }) + `, ${label}`}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            rate.isActive ? 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200' : 'bg-muted text-foreground hover:bg-accent',
          )}
        >
          {rate.isActive ? m.active : m.inactive}
        </button>
      </td>
      <td className="px-3 py-2 max-sm:col-span-2 max-sm:p-0">
        <div className="flex flex-wrap gap-1">
          {editing ? (
            <>
              <Button size="sm" onClick={() => void form.onSubmit()} disabled={form.busy}>
                {m.save}
              </Button>
              <Button size="sm" variant="outline" onClick={stopEdit}>
                {m.cancel}
              </Button>
            </>
          ) : (
            <>
              <Button ref={editButton} size="sm" variant="outline" onClick={startEdit} aria-label={`${m.edit}, ${label}`}>
                {m.edit}
              </Button>
              <Button size="sm" variant="ghost" onClick={onHistory} aria-label={`${m.history}, ${label}`} aria-haspopup="dialog">
                {m.history}
              </Button>
              <Button size="sm" variant="ghost" className="text-destructive" onClick={onDelete} aria-label={`${m.delete}, ${label}`} aria-haspopup="dialog">
                {m.delete}
              </Button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
