import type { ComponentProps } from 'react';
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cx } from '@/lib/cx';
import {
  navigationMenuItemLook,
  navigationMenuListLook,
  navigationMenuTopLinkLook,
  navigationMenuTriggerChevronLook,
} from './navigation-menu-look';

/**
 * Header menus without a shared viewport: each menu drops down under its own trigger.
 * Timings are the spec's (open 200 ms, skip 300 ms); Radix closes after a fixed 150 ms once
 * the pointer leaves, which is the spec's close delay.
 */
export function NavigationMenu({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      delayDuration={200}
      skipDelayDuration={300}
      className={cx('relative', className)}
      {...props}
    />
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List className={cx(navigationMenuListLook, className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item className={cx('relative', className)} {...props} />;
}

export function NavigationMenuTrigger({
  current = false,
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger> & { current?: boolean }) {
  return (
    <NavigationMenuPrimitive.Trigger
      className={cx(navigationMenuItemLook, current ? 'text-primary' : 'text-navy-900', 'group', className)}
      {...props}
    >
      {children}
      <ChevronDown
        className={navigationMenuTriggerChevronLook}
        aria-hidden="true"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    // The padding bridges the gap to the trigger so the pointer can cross it without closing the menu.
    <NavigationMenuPrimitive.Content
      className="absolute top-full left-0 z-50 pt-2 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      {...props}
    >
      <div className={cx('w-max min-w-56 rounded-lg border bg-background p-2 shadow-lg', className)}>{children}</div>
    </NavigationMenuPrimitive.Content>
  );
}

/**
 * A link inside a dropdown, or with `topLevel` a link in the header row itself (the row's look,
 * plus the dropdown link's vertical padding and bold current page).
 */
export function NavigationMenuLink({
  topLevel = false,
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Link> & { topLevel?: boolean }) {
  return (
    <NavigationMenuPrimitive.Link
      className={cx(
        topLevel
          ? navigationMenuTopLinkLook
          : 'flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap text-navy-900 transition-colors hover:bg-accent hover:text-primary data-[active]:font-semibold data-[active]:text-primary',
        className,
      )}
      {...props}
    />
  );
}
