import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type FieldProps = { id: string; value: string; onChange: (value: string) => void; error?: string };

/** The required name every catalogue item has. */
export function NameField({ id, value, onChange, error }: FieldProps) {
  return (
    <FormField id={id} label={c.name} error={error}>
      <Input id={id} required value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, { error: !!error })} />
    </FormField>
  );
}

/** An optional multi-line text: a description, or Markdown content (monospaced, so the markup reads clearly). */
export function OptionalTextareaField({ id, label, rows, monospace, value, onChange, error }: FieldProps & { label: string; rows: number; monospace?: boolean }) {
  return (
    <FormField id={id} label={label} optional error={error}>
      <Textarea id={id} rows={rows} className={monospace ? 'font-mono' : undefined} value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, { error: !!error })} />
    </FormField>
  );
}
