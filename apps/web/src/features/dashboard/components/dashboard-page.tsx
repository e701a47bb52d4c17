import { Suspense } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { ExternalLink, LogOut, UserCog } from 'lucide-react';
import { accountMessages } from '@maple/shared/messages/account';
import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { pagesMessages } from '@maple/shared/messages/pages';
import { shellMessages } from '@maple/shared/messages/shell';
import type { Me } from '@maple/shared/schemas/me';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { MapleLeaf } from '@/components/maple-leaf';
import { SkipLink, mainContentId } from '@/components/skip-link';
import { UnsavedChangesGuard } from '@/components/unsaved-changes';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ScrollingTabsList } from '@/components/ui/scrolling-tabs-list';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { dashboardTabFor, dashboardTabs } from '../dashboard-tabs';

/** The agent dashboard (back-office §2): tabs, the chosen one kept in `?tab=`. */
export function DashboardPage({ me }: { me: Me }) {
  const [params, setParams] = useSearchParams();
  const tab = dashboardTabFor(params.get('tab'));
  const { signOut, pending } = useSignOut();
  usePageTitle(`${tab.label} · ${pagesMessages.agentDashboard}`);

  const name = me.agent?.name ?? me.user.name;
  const publicPage = me.agent ? `/agents/${encodeURIComponent(me.agent.profileSlug ?? me.agent.id)}` : null;

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="border-b bg-background">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex w-full min-w-0 items-center gap-3 sm:w-auto sm:flex-1">
            <MapleLeaf className="size-10 shrink-0" />
            <div className="min-w-0">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {dashboardMessages.title}
              </p>
              <h1 className="truncate text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">{name}</h1>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {publicPage ? (
              <Button asChild variant="outline" size="sm">
                <a href={publicPage} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  {dashboardMessages.viewMyPage}
                  <span className="sr-only">{shellMessages.opensInNewTab}</span>
                </a>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to="/account">
                <UserCog aria-hidden="true" />
                {accountMessages.link}
              </Link>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={pending}>
              <LogOut aria-hidden="true" />
              {shellMessages.logout}
            </Button>
          </div>
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
        <UnsavedChangesGuard>
          <Tabs
            value={tab.id}
            onValueChange={(value) => setParams({ tab: value }, { replace: true, preventScrollReset: true })}
          >
            {/* Ten tabs do not fit a phone: the list scrolls sideways, the open tab centred in view. */}
            <ScrollingTabsList value={tab.id} aria-label={dashboardMessages.tabsLabel} className="border bg-background">
              {dashboardTabs.map((item) => (
                <TabsTrigger key={item.id} value={item.id}>
                  {item.label}
                </TabsTrigger>
              ))}
            </ScrollingTabsList>
            {dashboardTabs.map((item) => (
              <TabsContent key={item.id} value={item.id} className="rounded-lg border bg-background p-4 shadow-sm sm:p-6">
                <h2 className="text-xl font-semibold tracking-tight text-navy-900">{item.label}</h2>
                <div className="mt-3">
                  <Suspense fallback={<PageSpinner minHeight="min-h-48" />}>
                    <item.Component />
                  </Suspense>
                </div>
              </TabsContent>
            ))}
          </Tabs>
        </UnsavedChangesGuard>
      </main>
    </div>
  );
}
