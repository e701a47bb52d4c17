import { Outlet } from 'react-router';
import { useLocation } from '@/lib/localized-router';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { ChatLauncher } from '@/features/chat-assistant/components/chat-launcher';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { SkipLink, mainContentId } from '@/components/skip-link';

/** Header, main and footer around every public page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // /auth is the sign-in form itself; a second 'Sign In' button there would only compete with it.
  const onSignInPage = pathname === '/auth';
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader actions={onSignInPage ? null : <SignInDialog />} />
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
