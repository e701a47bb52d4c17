import { Link } from '@/lib/localized-router';
import { LogOut, UserCog } from 'lucide-react';
import { accountMessages } from '@maple/shared/messages/account';
import { consoleMessages } from '@maple/shared/messages/console';
import { shellMessages } from '@maple/shared/messages/shell';
import type { Me } from '@maple/shared/schemas/me';
import { MapleLeaf } from '@/components/maple-leaf';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { consoleTabs, type ConsoleTab } from '../console-tabs';

interface ConsoleSidebarProps {
  me: Me;
  current: ConsoleTab;
  onLogout: () => void;
  loggingOut: boolean;
}

export function ConsoleSidebar({ me, current, onLogout, loggingOut }: ConsoleSidebarProps) {
  const { setOpenMobile } = useSidebar();
  return (
    <Sidebar label={consoleMessages.navLabel}>
      <SidebarHeader className="h-14 justify-center border-b max-md:pr-12">
        <div className="flex items-center gap-2.5 overflow-hidden px-1 group-data-[state=collapsed]/sidebar:px-0">
          <MapleLeaf className="size-8 shrink-0" />
          <SidebarLabel className="font-bold text-navy-900">{consoleMessages.title}</SidebarLabel>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={consoleMessages.navLabel}>
          <SidebarMenu>
            {consoleTabs.map((tab) => {
              const active = tab.id === current.id;
              return (
                <SidebarMenuItem key={tab.id}>
                  <SidebarMenuButton asChild isActive={active} tooltip={tab.label}>
                    <Link
                      to={{ search: `?tab=${tab.id}` }}
                      preventScrollReset
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setOpenMobile(false)}
                    >
                      <tab.icon aria-hidden="true" />
                      <SidebarLabel>{tab.label}</SidebarLabel>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <p className="truncate px-2 text-xs text-muted-foreground group-data-[state=collapsed]/sidebar:hidden">
          {me.user.email}
        </p>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip={accountMessages.link}>
              <Link to="/account">
                <UserCog aria-hidden="true" />
                <SidebarLabel>{accountMessages.link}</SidebarLabel>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip={shellMessages.logout} onClick={onLogout} disabled={loggingOut}>
              <LogOut aria-hidden="true" />
              <SidebarLabel>{shellMessages.logout}</SidebarLabel>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
