import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/localized-router';
import { accountMessages as m } from '@maple/shared/messages/account';
import { pagesMessages } from '@maple/shared/messages/pages';
import { homeForRole } from '@maple/shared/roles';
import type { Me } from '@maple/shared/schemas/me';
import { SkipLink, mainContentId } from '@/components/skip-link';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { AccountSections } from './account-sections';

/** /account: the signed-in user's own sign-in and security settings, reached from the dashboard and the console. */
export function AccountPage({ me }: { me: Me }) {
  usePageTitle(pagesMessages.account);
  const home = homeForRole(me.user.role);
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="border-b bg-background">
        <div className="mx-auto flex w-full max-w-3xl items-center gap-3 px-4 py-4 sm:px-6">
          {/* Until a required two-factor set-up is done, the dashboard and console would only send them back here. */}
          {home !== '/' && !me.mustEnrolTwoFactor ? (
            <Link to={home} className="inline-flex items-center gap-1.5 text-sm font-medium text-navy-700 underline-offset-4 hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {home === '/super-admin' ? m.backToConsole : m.backToDashboard}
            </Link>
          ) : null}
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6 outline-none sm:px-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{m.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {me.user.email} · {m.intro}
          </p>
        </div>
        <AccountSections me={me} />
      </main>
    </div>
  );
}
