import { cn } from '@/lib/cn';
import { fieldAria } from '@/components/ui/form-field';

/** A yes/no question as a checkbox; the URL holds 'yes' or 'no'. */
export function YesNo({ id, label, hint, checked, error, className, onChange }: { id: string; label: string; hint?: string; checked: boolean; error?: string; className?: string; onChange: (checked: boolean) => void }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-maple-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...fieldAria(id, { hint: !!hint, error: !!error })}
        />
        <label htmlFor={id} className="text-sm font-medium leading-snug">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="pl-7.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pl-7.5 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
