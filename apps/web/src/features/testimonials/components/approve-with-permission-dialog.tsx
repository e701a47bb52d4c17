import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import { testimonialApprovalInput, testimonialPermission, type Testimonial, type TestimonialApprovalInput } from '@maple/shared/schemas/testimonials';
import { useServerForm } from '@/components/form/use-server-form';
import { FormDialog } from '@/components/form-dialog';
import { fillMessage } from '@/lib/message-template';
import { useSetTestimonialApproval } from '../api/manage-testimonials';
import { PermissionFields, permissionDraftOf, permissionErrors, permissionOf, type PermissionDraft } from './permission-fields';

type Values = { permission: PermissionDraft };
type Body = TestimonialApprovalInput;

/** The approval route's schema, the permission required: none is on record yet. */
const check = zodResolver(testimonialApprovalInput.extend({ permission: testimonialPermission }));
const resolver: Resolver<Values, unknown, Body> = (values, context, options) =>
  check({ isApproved: true, ...permissionOf(values.permission) } as never, context, options as never) as unknown as ReturnType<Resolver<Values, unknown, Body>>;

type Props = {
  testimonial: Testimonial;
  onClose: () => void;
  onChanged?: () => void;
};

/** Approving a testimonial whose author's permission is not on record: record it here first (issue 27). */
export function ApproveWithPermissionDialog({ testimonial, onClose, onChanged }: Props) {
  const id = useId();
  const approval = useSetTestimonialApproval(onChanged);
  const form = useServerForm({
    resolver,
    defaultValues: { permission: permissionDraftOf(null) },
    submit: (body: Body) => approval.mutateAsync({ id: testimonial.id, isApproved: body.isApproved, permission: body.permission }),
    messages: { saved: m.approved, failed: m.updateFailed },
    onSaved: onClose,
  });
  const { register } = form;
  return (
    <FormDialog
      form={form}
      title={fillMessage(m.permission.approveTitle, { name: testimonial.clientName })}
      description={m.permission.approveDescription}
      // The title holds the client's name, which may be one long word.
      className="max-w-lg [overflow-wrap:anywhere]"
      onClose={onClose}
      submitLabel={m.permission.approveWithPermission}
      busyLabel={m.saving}
      cancelLabel={m.cancel}
    >
      <PermissionFields
        idPrefix={id}
        inputs={{ method: register('permission.method'), grantedAt: register('permission.grantedAt'), relationship: register('permission.relationship') }}
        errors={permissionErrors(form.fieldError)}
      />
    </FormDialog>
  );
}
