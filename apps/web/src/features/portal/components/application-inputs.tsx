import { createContext, useContext, type ReactNode } from 'react';
import { pageLanguage } from '@maple/shared/messages/locale';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { Button } from '@/components/ui/button';
import { describedBy, PortalField } from './portal-field';
import { PortalSelect } from './portal-select';

/**
 * What a step's inputs read and write: the form's values by dotted path ('applicants.0.lastName',
 * the request body's own path), and the message shown beside each path (application-draft.ts
 * `messageSlot`). Given by the step screen; the inputs below take a `name` and find the rest here.
 */
export interface StepFormApi {
  value: (name: string) => unknown;
  set: (name: string, value: unknown) => void;
  message: (name: string) => string | undefined;
  idOf: (name: string) => string;
  /** After the next render, focuses what `name` names (an input, or the first input of an entry): an added entry, the Add button after a removal. */
  focusNext: (name: string) => void;
}
export const StepFormContext = createContext<StepFormApi | null>(null);

export function useStepForm(): StepFormApi {
  const form = useContext(StepFormContext);
  if (!form) throw new Error('useStepForm: outside a step form');
  return form;
}

/** Dollars: '$' before the number in English, after it in French ("450 000 $"). */
const dollars = pageLanguage === 'fr' ? { suffix: '$' } : { prefix: '$' };

type TextKind = 'text' | 'email' | 'tel' | 'date' | 'month' | 'money' | 'whole' | 'decimal';

/**
 * One input of a step. Amounts and counts are text with a numeric keyboard, not type="number" (which
 * drops what it cannot read, and changes with the scroll wheel): the step's schema says what is wrong.
 */
export function StepInput({ name, label, kind = 'text', autoComplete, hint, wide }: { name: string; label: string; kind?: TextKind; autoComplete?: string; hint?: string; wide?: boolean }) {
  const form = useStepForm();
  const shape =
    kind === 'money'
      ? { type: 'text', inputMode: 'decimal' as const, ...dollars }
      : kind === 'whole'
        ? { type: 'text', inputMode: 'numeric' as const }
        : kind === 'decimal'
          ? { type: 'text', inputMode: 'decimal' as const }
          : // A browser without a month or date picker shows a text box: the placeholder says how to write it.
            { type: kind, placeholder: kind === 'month' ? m.monthPlaceholder : kind === 'date' ? m.dayPlaceholder : undefined };
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <PortalField
        id={form.idOf(name)}
        name={name}
        label={label}
        hint={hint}
        error={form.message(name)}
        autoComplete={autoComplete ?? 'off'}
        value={String(form.value(name) ?? '')}
        onChange={(event) => form.set(name, event.target.value)}
        {...shape}
      />
    </div>
  );
}

/** One choice of a fixed list, by its stored value; the label of each comes from the step's messages. */
export function StepSelect({ name, label, options, hint, wide }: { name: string; label: string; options: readonly (readonly [string, string])[]; hint?: string; wide?: boolean }) {
  const form = useStepForm();
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <PortalSelect
        id={form.idOf(name)}
        name={name}
        label={label}
        hint={hint}
        error={form.message(name)}
        options={options}
        placeholder={m.choose}
        value={String(form.value(name) ?? '')}
        onChange={(event) => form.set(name, event.target.value)}
      />
    </div>
  );
}

/** A question answered yes or no: two radios in a group named by its legend (nothing chosen until the borrower answers). */
export function StepYesNo({ name, label }: { name: string; label: string }) {
  const form = useStepForm();
  const id = form.idOf(name);
  const error = form.message(name);
  const value = form.value(name);
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, false, !!error)} className="flex min-w-0 flex-col gap-1.5">
      <legend id={`${id}-legend`} className="mb-1.5 text-sm leading-none font-medium">
        {label}
      </legend>
      <div className="flex gap-6">
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="flex min-h-10 items-center gap-2 text-base">
            <input
              type="radio"
              className="size-5 accent-primary"
              name={id}
              value={answer}
              checked={value === answer}
              onChange={() => form.set(name, answer)}
            />
            {answer === 'yes' ? m.yes : m.no}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The message about a group (a list, an entry): the history that misses a month, the list that is
 * empty. Focusable, so the first problem gets the focus even when no input holds it.
 */
export function GroupMessage({ name }: { name: string }) {
  const form = useStepForm();
  const message = form.message(name);
  if (!message) return null;
  return (
    <p id={`${form.idOf(name)}-error`} tabIndex={-1} data-group-message="" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive">
      {message}
    </p>
  );
}

/** One entry of a repeating group: a fieldset with its legend, its inputs, and a Remove button when it may go. */
export function EntryFieldset({ name, legend, onRemove, children, columns = true }: { name: string; legend: string; onRemove?: () => void; children: ReactNode; columns?: boolean }) {
  const form = useStepForm();
  return (
    <fieldset id={form.idOf(name)} className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <GroupMessage name={name} />
      <div className={columns ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-3'}>{children}</div>
      {onRemove ? (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={onRemove} aria-label={m.removeItem(legend)}>
          {m.remove}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Adds an entry to the list at `list`, while it has room (the button stays, disabled, so the focus has somewhere to be). */
export function AddButton({ list, label, onAdd, disabled }: { list: string; label: string; onAdd: () => void; disabled?: boolean }) {
  const form = useStepForm();
  return (
    <Button id={form.idOf(`${list}.add`)} type="button" variant="outline" size="sm" className="self-start" onClick={onAdd} disabled={disabled}>
      {label}
    </Button>
  );
}

/** A list of the form at `name`: its entries, adding one (focused) and removing one (the focus goes to the Add button). */
export function useStepList<T>(name: string) {
  const form = useStepForm();
  const items = (form.value(name) as T[] | undefined) ?? [];
  return {
    items,
    add(item: T) {
      form.set(name, [...items, item]);
      form.focusNext(`${name}.${items.length}`);
    },
    remove(index: number) {
      form.set(
        name,
        items.filter((_, i) => i !== index),
      );
      form.focusNext(`${name}.add`);
    },
  };
}

/** Options of a choice from its stored values and their labels: `choices(maritalStatuses, t.maritalStatuses)`. */
export const choices = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) => values.map((value) => [value, labels[value]] as const);
