import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordMessages } from '@maple/shared/messages/password';
import type { Me } from '@maple/shared/schemas/me';
import { changePasswordForm, type ChangePasswordForm } from '@maple/shared/schemas/password';
import { useServerForm } from '@/components/form/use-server-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useChangePassword } from '../api/recovery-mutations';
import { NewPasswordFields } from './new-password-fields';

const m = passwordMessages.change;
const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Account area's password: the current one, then the new one twice; every other session ends. */
export function ChangePasswordSection({ me }: { me: Me }) {
  const id = useId();
  const titleId = `${id}-title`;
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordForm(me.user.email), [me.user.email]);
  // The kit's form: a wrong current password lands on its field, anything else in the failure toast.
  // Typed passwords are no unsaved edit to guard (nothing is lost by leaving), so no guard.
  const form = useServerForm({
    resolver: zodResolver(schema),
    defaultValues: empty,
    submit: (values: ChangePasswordForm) => change.mutateAsync(values),
    messages: { saved: m.done, failed: m.failed },
    resetTo: 'empty',
    guard: false,
  });
  const errors = form.formState.errors;
  const field = (name: keyof ChangePasswordForm) => `${id}-${name}`;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{m.title}</CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.onSubmit} className="flex max-w-md flex-col gap-4">
          <FormField id={field('currentPassword')} label={m.current} error={errors.currentPassword?.message}>
            <Input
              id={field('currentPassword')}
              type="password"
              autoComplete="current-password"
              required
              {...fieldAria(field('currentPassword'), { error: !!errors.currentPassword })}
              {...form.register('currentPassword')}
            />
          </FormField>
          <NewPasswordFields register={form.register} errors={errors} idOf={field} labels={m} />
          <SubmitButton busy={form.busy} busyLabel={m.busy} size="default" className="self-start">
            {m.submit}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
