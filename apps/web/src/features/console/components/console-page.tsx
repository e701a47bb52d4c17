import { Suspense } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { pagesMessages } from '@maple/shared/messages/pages';
import type { Me } from '@maple/shared/schemas/me';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { SkipLink, mainContentId } from '@/components/skip-link';
import { UnsavedChangesGuard } from '@/components/unsaved-changes';
import { PageSpinner } from '@/components/ui/spinner';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { consoleTabFor } from '../console-tabs';
import { SettingsBanner } from '../settings/components/settings-banner';
import { ConsoleSidebar } from './console-sidebar';

/** The super admin console (back-office §2): a sidebar of tabs, the chosen one kept in `?tab=`. */
export function ConsolePage({ me }: { me: Me }) {
  const [params] = useSearchParams();
  const tab = consoleTabFor(params.get('tab'));
  const { signOut, pending } = useSignOut();
  usePageTitle(`${tab.label} · ${pagesMessages.superAdmin}`);

  return (
    <>
      <SkipLink />
      <SidebarProvider>
        <ConsoleSidebar me={me} current={tab} onLogout={() => void signOut()} loggingOut={pending} />
        <SidebarInset>
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-3 sm:px-4">
            <SidebarTrigger />
            <span className="h-5 w-px bg-border" aria-hidden="true" />
            <p className="truncate text-sm font-medium text-muted-foreground">{pagesMessages.superAdmin}</p>
          </header>
          <main id={mainContentId} tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            <SettingsBanner onSettingsTab={tab.id === 'settings'} />
            <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{tab.label}</h1>
            <div className="mt-4">
              <UnsavedChangesGuard>
                <Suspense key={tab.id} fallback={<PageSpinner minHeight="min-h-48" />}>
                  <tab.Component />
                </Suspense>
              </UnsavedChangesGuard>
            </div>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </>
  );
}
