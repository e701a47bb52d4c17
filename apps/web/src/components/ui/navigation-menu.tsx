import type { ComponentProps } from 'react';
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

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
      className={cn('relative', className)}
      {...props}
    />
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List className={cn('flex items-center gap-0.5', className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item className={cn('relative', className)} {...props} />;
}

export const navigationMenuItemClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap text-navy-900 lg:px-3 transition-colors hover:bg-accent hover:text-primary data-[active]:text-primary data-[state=open]:bg-accent';

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger className={cn(navigationMenuItemClass, 'group', className)} {...props}>
      {children}
      <ChevronDown
        className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
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
      <div className={cn('w-max min-w-56 rounded-lg border bg-background p-2 shadow-lg', className)}>{children}</div>
    </NavigationMenuPrimitive.Content>
  );
}

export function NavigationMenuLink({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Link>) {
  return (
    <NavigationMenuPrimitive.Link
      className={cn(
        'flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap text-navy-900 transition-colors hover:bg-accent hover:text-primary data-[active]:font-semibold data-[active]:text-primary',
        className,
      )}
      {...props}
    />
  );
}
