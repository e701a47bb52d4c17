import type { ComponentProps } from 'react';

/**
 * A labelled input with its error below, for the portal's first page: the back office's FormField
 * and Input merge classes with tailwind-merge (about 8 KB gzipped), which the portal's first
 * download has no room for (decision 095).
 */
export function PortalField({ id, label, error, ...input }: { id: string; label: string; error?: string | null } & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      <input
        id={id}
        className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm aria-invalid:border-destructive"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
