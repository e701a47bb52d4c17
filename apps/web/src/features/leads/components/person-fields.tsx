import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Person<T> = { name: T; email: T; phone: T };

interface PersonFieldsProps {
  /** Prefix of the inputs' ids, unique per form (useId). */
  idPrefix: string;
  labels: Person<string>;
  /** Each field's visible error, if any. */
  errors: Partial<Person<string | undefined>>;
  /** What `register('name')`, `register('email')` and `register('phone')` return for the form. */
  inputs: Person<UseFormRegisterReturn>;
}

/** The required full name, email and phone that every lead form opens with. */
export function PersonFields({ idPrefix, labels, errors, inputs }: PersonFieldsProps) {
  const fieldId = (name: keyof Person<unknown>) => `${idPrefix}-${name}`;
  const control = (name: keyof Person<unknown>) => ({
    id: fieldId(name),
    required: true,
    'aria-required': true as const,
    ...fieldAria(fieldId(name), { error: !!errors[name] }),
    ...inputs[name],
  });
  return (
    <>
      <FormField id={fieldId('name')} label={labels.name} error={errors.name} className="sm:col-span-2">
        <Input autoComplete="name" {...control('name')} />
      </FormField>
      <FormField id={fieldId('email')} label={labels.email} error={errors.email}>
        <Input type="email" autoComplete="email" {...control('email')} />
      </FormField>
      <FormField id={fieldId('phone')} label={labels.phone} error={errors.phone}>
        <Input type="tel" autoComplete="tel" {...control('phone')} />
      </FormField>
    </>
  );
}
