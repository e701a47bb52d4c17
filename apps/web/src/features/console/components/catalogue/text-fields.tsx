import type { UseFormRegisterReturn } from 'react-hook-form';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** `field` is the form's `register(name)`: the input reports to the dialog's form. */
type FieldProps = { id: string; field: UseFormRegisterReturn; error?: string };

/** The required name every catalogue item has; its French twin (`french`) is optional (decision 069). */
export function NameField({ id, field, error, label = c.name, french = false }: FieldProps & { label?: string; french?: boolean }) {
  return (
    <FormField id={id} label={label} optional={french} error={error}>
      <Input id={id} required={!french} {...fieldAria(id, { error: !!error })} {...field} />
    </FormField>
  );
}

/** An optional multi-line text: a description, or Markdown content (monospaced, so the markup reads clearly). */
export function OptionalTextareaField({ id, label, rows, monospace, field, error }: FieldProps & { label: string; rows: number; monospace?: boolean }) {
  return (
    <FormField id={id} label={label} optional error={error}>
      <Textarea id={id} rows={rows} className={monospace ? 'font-mono' : undefined} {...fieldAria(id, { error: !!error })} {...field} />
    </FormField>
  );
}
