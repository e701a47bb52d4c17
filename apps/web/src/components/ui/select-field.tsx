import type { ChangeEvent, ReactNode } from 'react';
import { FormField } from './form-field';
import { NativeSelect } from './native-select';

export type SelectOption = { value: string; label: string };

/** A labelled native select over a list of options: the console's filters and small forms. */
export function SelectField({ id, label, value, onChange, options, className }: { id: string; label: ReactNode; value: string; onChange: (event: ChangeEvent<HTMLSelectElement>) => void; options: readonly SelectOption[]; className?: string }) {
  return (
    <FormField id={id} label={label} className={className}>
      <NativeSelect id={id} value={value} onChange={onChange}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
