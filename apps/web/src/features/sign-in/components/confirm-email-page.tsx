import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { passwordMessages } from '@maple/shared/messages/password';
import { pagesMessages } from '@maple/shared/messages/pages';
import { ConfirmEmailPanel } from '@/features/auth/components/confirm-email-panel';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { AuthCard } from './auth-card';

const m = passwordMessages.email;

/** /auth/confirm-email?token=…: the page the link mailed to a new sign-in email opens. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  usePageTitle(pagesMessages.confirmEmail);
  return (
    <AuthCard title={m.confirmTitle}>
      {token ? (
        <ConfirmEmailPanel token={token} />
      ) : (
        <div className="flex flex-col items-center gap-4 text-center text-sm">
          <p>{m.confirmInvalid}</p>
          <Link to="/account" className="font-medium text-navy-700 underline underline-offset-4">
            {m.toAccount}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
