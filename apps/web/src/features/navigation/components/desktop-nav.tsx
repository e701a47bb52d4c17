import { Link, useLocation } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { navMessages } from '@maple/shared/messages/nav';
import { shellMessages } from '@maple/shared/messages/shell';
import { withAgentContext } from '@/lib/agent-link';
import { cn } from '@/lib/cn';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuItemClass,
} from '@/components/ui/navigation-menu';
import { isCurrent, type MenuLink, type NavEntry } from '../nav-items';

function MenuItemLink({ item, pathname }: { item: MenuLink; pathname: string }) {
  if (item.kind === 'external') {
    return (
      <NavigationMenuLink asChild>
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          {item.label}
          <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{shellMessages.opensInNewTab}</span>
        </a>
      </NavigationMenuLink>
    );
  }
  return (
    <NavigationMenuLink asChild active={isCurrent(item.to, pathname)}>
      <Link to={withAgentContext(item.to, pathname)}>{item.label}</Link>
    </NavigationMenuLink>
  );
}

export function DesktopNav({ entries, className }: { entries: NavEntry[]; className?: string }) {
  const { pathname } = useLocation();
  return (
    <NavigationMenu aria-label={navMessages.label} className={className}>
      <NavigationMenuList>
        {entries.map((entry) =>
          entry.kind === 'menu' ? (
            <NavigationMenuItem key={entry.label}>
              <NavigationMenuTrigger
                className={cn(
                  entry.items.some((item) => item.kind === 'internal' && isCurrent(item.to, pathname)) &&
                    'text-primary',
                )}
              >
                {entry.label}
              </NavigationMenuTrigger>
              <NavigationMenuContent>
                <ul className="flex flex-col gap-0.5">
                  {entry.items.map((item) => (
                    <li key={item.label}>
                      <MenuItemLink item={item} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
          ) : (
            <NavigationMenuItem key={entry.label}>
              <NavigationMenuLink asChild active={isCurrent(entry.to, pathname)} className={navigationMenuItemClass}>
                <Link to={withAgentContext(entry.to, pathname)}>{entry.label}</Link>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ),
        )}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
