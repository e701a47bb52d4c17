import type { ComponentProps } from 'react';

type PortalFieldProps = {
  id: string;
  label: string;
  error?: string | null;
  /** A line under the label that says how to fill it ('YYYY-MM'), read with the input. */
  hint?: string;
  /** A unit drawn inside the input ('$' before in English, after in French); not part of its name. */
  prefix?: string;
  suffix?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'className' | 'prefix'>;

/** The ids an input is described by: its hint, then its error. */
export const describedBy = (id: string, hint: boolean, error: boolean) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * A labelled input with its error below, for the portal's first page: the back office's FormField
 * and Input merge classes with tailwind-merge (about 8 KB gzipped), which the portal's first
 * download has no room for (decision 095).
 */
export function PortalField({ id, label, error, hint, prefix, suffix, ...input }: PortalFieldProps) {
  const padding = prefix ? 'pl-7 pr-3' : suffix ? 'pl-3 pr-8' : 'px-3';
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        {prefix ? (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          className={`flex h-10 w-full min-w-0 rounded-md border border-input bg-background ${padding} py-2 text-base shadow-sm aria-invalid:border-destructive`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, !!hint, !!error)}
          {...input}
        />
        {suffix ? (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
