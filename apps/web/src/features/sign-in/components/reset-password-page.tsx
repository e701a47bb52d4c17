import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { passwordMessages } from '@maple/shared/messages/password';
import { pagesMessages } from '@maple/shared/messages/pages';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { AuthCard } from './auth-card';

const m = passwordMessages.reset;

/**
 * /auth/reset-password?token=…: the page a reset link opens, and an invitation's (`&invite=1`,
 * "Set your password"). Without a token it says how to get a link.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invitation = params.get('invite') === '1';
  usePageTitle(pagesMessages.resetPassword);
  return (
    <AuthCard title={invitation ? m.inviteTitle : m.title} subtitle={token ? (invitation ? m.inviteIntro : m.intro) : undefined}>
      {token ? (
        <ResetPasswordForm token={token} invitation={invitation} />
      ) : (
        <div className="flex flex-col items-center gap-4 text-center text-sm">
          <p>{m.missingLink}</p>
          <Link to="/auth/forgot-password" className="font-medium text-navy-700 underline underline-offset-4">
            {m.requestNew}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
