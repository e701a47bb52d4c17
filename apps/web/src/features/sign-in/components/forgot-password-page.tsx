import { passwordMessages } from '@maple/shared/messages/password';
import { pagesMessages } from '@maple/shared/messages/pages';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { AuthCard } from './auth-card';

/** /auth/forgot-password: ask for a reset link by email. */
export function ForgotPasswordPage() {
  usePageTitle(pagesMessages.forgotPassword);
  return (
    <AuthCard title={passwordMessages.forgot.title} subtitle={passwordMessages.forgot.intro}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
