import type { ComponentProps } from 'react';
import { describedBy } from './portal-field';

/**
 * PortalField's twin for a choice: a native <select>, so keyboards, screen readers and phone pickers
 * work as the platform intends. Its first option, "Choose...", stands for nothing chosen yet.
 */
export function PortalSelect({
  id,
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: { id: string; label: string; error?: string | null; hint?: string; options: readonly (readonly [value: string, label: string])[]; placeholder: string } & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>) {
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
        <select
          id={id}
          className="flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-sm aria-invalid:border-destructive"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, !!hint, !!error)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        {/* The chevron a native select loses with `appearance-none`, drawn without an icon library. */}
        <svg aria-hidden="true" viewBox="0 0 16 16" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
