import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@/lib/localized-router';
import { ExternalLink } from 'lucide-react';
import { navMessages } from '@maple/shared/messages/nav';
import { shellMessages } from '@maple/shared/messages/shell';
import { withAgentContext } from '@/features/agents/agent-link';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
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

/**
 * The header's menus with Radix (hover and keyboard behaviour), loaded by desktop-nav.tsx on the
 * first pointer or focus. `defaultValue` opens the menu whose stand-in trigger was clicked, and
 * `focusLabel` moves focus to the item that had it in the stand-in.
 */
export function DesktopNavMenus({
  entries,
  className,
  defaultValue,
  focusLabel,
}: {
  entries: NavEntry[];
  className?: string;
  defaultValue?: string;
  focusLabel?: string;
}) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // The menu opened for the pointer that woke us stays open when that pointer's click lands on it
  // (the click that would otherwise toggle it shut), as Radix does for a menu opened by hover,
  // until the pointer leaves the trigger.
  const openedForPointer = useRef(defaultValue);
  useEffect(() => {
    if (focusLabel === undefined) return;
    navRef.current?.querySelector<HTMLElement>(`[data-nav-label="${CSS.escape(focusLabel)}"]`)?.focus();
  }, [focusLabel]);
  return (
    <NavigationMenu ref={navRef} aria-label={navMessages.label} className={className} defaultValue={defaultValue}>
      <NavigationMenuList>
        {entries.map((entry) =>
          entry.kind === 'menu' ? (
            <NavigationMenuItem key={entry.label} value={entry.label}>
              <NavigationMenuTrigger
                data-nav-label={entry.label}
                onClick={(event) => {
                  if (openedForPointer.current === entry.label) event.preventDefault();
                }}
                onPointerLeave={() => {
                  if (openedForPointer.current === entry.label) openedForPointer.current = undefined;
                }}
                current={entry.items.some((item) => item.kind === 'internal' && isCurrent(item.to, pathname))}
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
              <NavigationMenuLink asChild topLevel active={isCurrent(entry.to, pathname)}>
                <Link data-nav-label={entry.label} to={withAgentContext(entry.to, pathname)}>{entry.label}</Link>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ),
        )}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
