import type { Path, UseFormRegister } from 'react-hook-form';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import { BilingualColumns, frenchLabel } from '@/components/bilingual-columns';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fillMessage } from '@/lib/message-template';
import { PermissionFields, permissionErrors } from './permission-fields';
import type { TestimonialFormValues } from '../testimonial-form-values';

type TestimonialFieldsProps = {
  idPrefix: string;
  register: UseFormRegister<TestimonialFormValues>;
  fieldError: (name: Path<TestimonialFormValues>) => string | undefined;
};

/** Client name, content and rating 1–5 (default 5): back-office §5; and the author's permission (issue 27). */
export function TestimonialFields({ idPrefix, register, fieldError }: TestimonialFieldsProps) {
  const fid = (name: 'clientName' | 'content' | 'contentFr' | 'rating') => `${idPrefix}-${name}`;
  const aria = (name: 'clientName' | 'content' | 'contentFr' | 'rating') => fieldAria(fid(name), { error: !!fieldError(name) });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id={fid('clientName')} label={m.clientName} error={fieldError('clientName')}>
          <Input id={fid('clientName')} required aria-required {...aria('clientName')} {...register('clientName')} />
        </FormField>
        <FormField id={fid('rating')} label={m.rating} error={fieldError('rating')}>
          <NativeSelect id={fid('rating')} {...aria('rating')} {...register('rating', { valueAsNumber: true })}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {fillMessage(m.ratingOption, { n })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <BilingualColumns
        english={
          <FormField id={fid('content')} label={m.content} error={fieldError('content')}>
            <Textarea id={fid('content')} rows={4} required aria-required {...aria('content')} {...register('content')} />
          </FormField>
        }
        french={
          <FormField id={fid('contentFr')} label={frenchLabel(m.content)} optional error={fieldError('contentFr')}>
            <Textarea id={fid('contentFr')} rows={4} {...aria('contentFr')} {...register('contentFr')} />
          </FormField>
        }
      />
      <PermissionFields
        idPrefix={idPrefix}
        inputs={{ method: register('permission.method'), grantedAt: register('permission.grantedAt'), relationship: register('permission.relationship') }}
        errors={permissionErrors(fieldError)}
      />
    </>
  );
}
