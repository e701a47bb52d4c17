import { useId } from 'react';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import type { Testimonial, TestimonialValues } from '@maple/shared/schemas/testimonials';
import { useServerForm } from '@/components/form/use-server-form';
import { FormDialog } from '@/components/form-dialog';
import { useSaveTestimonial } from '../api/manage-testimonials';
import { TestimonialFields } from './testimonial-fields';
import { testimonialFormValues, testimonialResolver } from '../testimonial-form-values';

type TestimonialDialogProps = {
  /** The brokerage's own testimonial to edit, or null to write one. */
  testimonial: Testimonial | null;
  onClose: () => void;
  onChanged?: () => void;
};

/**
 * The console writes or edits the brokerage's own testimonials, approved on saving, so the author's
 * permission must be on record (issue 27): given here, or already stored with the one edited.
 * Rendered only while open, so each opening starts from the testimonial as stored.
 */
export function TestimonialDialog({ testimonial, onClose, onChanged }: TestimonialDialogProps) {
  const id = useId();
  const save = useSaveTestimonial('admin', onChanged);
  const form = useServerForm({
    resolver: testimonialResolver(!testimonial?.permission),
    defaultValues: testimonialFormValues(testimonial),
    submit: (body: TestimonialValues) => save.mutateAsync({ id: testimonial?.id, body }),
    messages: { saved: testimonial ? m.updated : m.added, failed: m.saveFailed },
    onSaved: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={testimonial ? m.editTestimonial : m.addTestimonial}
      description={m.adminHint}
      className="max-w-lg"
      onClose={onClose}
      submitLabel={m.save}
      busyLabel={m.saving}
      cancelLabel={m.cancel}
    >
      <TestimonialFields idPrefix={id} register={form.register} fieldError={form.fieldError} />
    </FormDialog>
  );
}
