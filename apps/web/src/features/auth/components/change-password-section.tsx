import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { passwordMessages } from '@maple/shared/messages/password';
import type { Me } from '@maple/shared/schemas/me';
import { changePasswordForm, type ChangePasswordForm } from '@maple/shared/schemas/password';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useChangePassword } from '../api/recovery-mutations';
import { NewPasswordFields } from './new-password-fields';
import { FormAlert, showRefusal } from './form-refusal';

const m = passwordMessages.change;
const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Account area's password: the current one, then the new one twice; every other session ends. */
export function ChangePasswordSection({ me }: { me: Me }) {
  const id = useId();
  const titleId = `${id}-title`;
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordForm(me.user.email), [me.user.email]);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: empty });
  const errors = form.formState.errors;
  const field = (name: keyof ChangePasswordForm) => `${id}-${name}`;

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    change.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        toast.success(m.done);
      },
      onError: (cause) => {
        const message = showRefusal(cause, form, ['currentPassword', 'newPassword'], m.failed);
        setAlert(message);
        if (message) toast.error(message);
      },
    });
  });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{m.title}</CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
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
          <FormAlert message={alert} />
          <SubmitButton busy={change.isPending} busyLabel={m.busy} size="default" className="self-start">
            {m.submit}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
