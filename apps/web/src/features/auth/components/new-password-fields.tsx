import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { passwordMessages } from '@maple/shared/messages/password';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** A new password and its confirmation, with the policy as the hint: the reset page's and the Account area's. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  idOf,
  labels,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  idOf: (name: keyof NewPasswordValues) => string;
  labels: { newPassword: string; confirmPassword: string };
}) {
  // The two names exist on every T this takes; react-hook-form's path type cannot see that through the generic.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <FormField id={idOf('newPassword')} label={labels.newPassword} hint={passwordMessages.policy.hint} error={errs.newPassword?.message}>
        <Input id={idOf('newPassword')} type="password" autoComplete="new-password" required {...fieldAria(idOf('newPassword'), { hint: true, error: !!errs.newPassword })} {...reg('newPassword')} />
      </FormField>
      <FormField id={idOf('confirmPassword')} label={labels.confirmPassword} error={errs.confirmPassword?.message}>
        <Input id={idOf('confirmPassword')} type="password" autoComplete="new-password" required {...fieldAria(idOf('confirmPassword'), { error: !!errs.confirmPassword })} {...reg('confirmPassword')} />
      </FormField>
    </>
  );
}
