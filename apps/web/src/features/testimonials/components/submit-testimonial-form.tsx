import { useId } from 'react';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import type { TestimonialValues } from '@maple/shared/schemas/testimonials';
import { useServerForm } from '@/components/form/use-server-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSaveTestimonial } from '../api/manage-testimonials';
import { TestimonialFields } from './testimonial-fields';
import { testimonialFormValues, testimonialResolver } from '../testimonial-form-values';

/** The dashboard's submission: pending until the console approves it, so the permission may wait; the form starts empty again once sent. */
export function SubmitTestimonialForm() {
  const id = useId();
  const submit = useSaveTestimonial('me');
  const form = useServerForm({
    resolver: testimonialResolver(false),
    defaultValues: testimonialFormValues(null),
    submit: (body: TestimonialValues) => submit.mutateAsync({ body }),
    messages: { saved: m.submitted, failed: m.submitFailed },
    resetTo: 'empty',
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="flex min-w-0 flex-col gap-4">
      <TestimonialFields idPrefix={id} register={form.register} fieldError={form.fieldError} />
      <SubmitButton busy={form.busy} busyLabel={m.saving} size="default" className="sm:self-end">
        {m.submitTestimonial}
      </SubmitButton>
    </form>
  );
}
