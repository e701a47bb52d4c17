import { useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { updateRateInput, type AdminRate } from '@maple/shared/schemas/rates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdateRate } from '@/features/rates/api/rate-admin';
import { cn } from '@/lib/cn';
import { fillMessage } from '@/lib/message-template';
import { formatDateTime } from '../../components/catalogue/format-date-time';

const threeDecimals = (n: number) => n.toFixed(3);
// A figure's cell; on a phone (a card) its column name shows above it.
const cellClass = 'px-3 py-2 tabular-nums max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]';

/** One rate: posted and our rate edit in place (Enter saves, Escape cancels), the badge toggles. */
export function RateRow({ rate, onHistory, onDelete }: { rate: AdminRate; onHistory: () => void; onDelete: () => void }) {
  const update = useUpdateRate();
  const [editing, setEditing] = useState(false);
  const [posted, setPosted] = useState('');
  const [ours, setOurs] = useState('');
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const label = `${rate.provinceName} ${rate.termLabel} ${rate.rateType} ${rate.mortgageType}`;

  const startEdit = () => {
    setPosted(threeDecimals(rate.postedRate));
    setOurs(threeDecimals(rate.ourRate));
    setError(null);
    setEditing(true);
  };
  const stopEdit = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = () => {
    const parsed = updateRateInput.safeParse({ postedRate: posted, ourRate: ours });
    if (!parsed.success || posted.trim() === '' || ours.trim() === '') {
      setError(parsed.success ? m.ourRequired : (parsed.error.issues[0]?.message ?? m.updateFailed));
      return;
    }
    update.mutate(
      { id: rate.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(m.updated);
          stopEdit();
        },
        onError: () => toast.error(m.updateFailed),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
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

  const rateInput = (value: string, set: (v: string) => void, name: string) => (
    <Input
      type="number"
      step="0.001"
      min="0"
      inputMode="decimal"
      className="h-9 w-24"
      aria-label={`${name}, ${label}`}
      aria-invalid={error ? true : undefined}
      value={value}
      onChange={(e) => set(e.target.value)}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <tr className="border-t align-middle max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:shadow-sm">
      <td className="px-3 py-2 max-sm:col-span-2 max-sm:p-0">
        <span className="font-medium">{rate.provinceName}</span>
        <span className="block text-xs text-muted-foreground">
          {rate.termLabel} · <span className="capitalize">{rate.rateType}</span> · {rate.mortgageType}
        </span>
      </td>
      <td className={cellClass} data-label={m.postedRateColumn}>
        {editing ? rateInput(posted, setPosted, m.postedRateColumn) : `${threeDecimals(rate.postedRate)}%`}
      </td>
      <td className={cellClass} data-label={m.ourRateColumn}>
        {editing ? rateInput(ours, setOurs, m.ourRateColumn) : `${threeDecimals(rate.ourRate)}%`}
        {error ? (
          <p role="alert" className="mt-1 text-xs text-destructive">
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
              <Button size="sm" onClick={save} disabled={update.isPending}>
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
