import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { TabsList } from './tabs';

/**
 * A tab list wider than the screen (ten tabs on a phone) in a strip that scrolls sideways and
 * centres the selected tab on load and after every change (`value` is the selected tab), so a tab
 * opened from the URL is in view. Below `sm` the strip runs to the screen's edges and fades there,
 * a hint that more tabs lie beyond. Arrow keys, Home and End move between the tabs (Radix).
 * Its own file, so the pages whose tabs fit (the rates page) do not download it.
 */
export function ScrollingTabsList({ value, className, ...props }: ComponentProps<typeof TabsList> & { value: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  // A layout effect: the first position is set before the browser paints, so nothing jumps.
  useLayoutEffect(() => {
    const box = strip.current;
    const tab = box?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!box || !tab) return;
    const boxRect = box.getBoundingClientRect();
    const tabRect = tab.getBoundingClientRect();
    // Scrolls the strip only: scrollIntoView would move the page as well.
    const left = box.scrollLeft + tabRect.left - boxRect.left - (boxRect.width - tabRect.width) / 2;
    box.scrollTo({ left, behavior: placed.current ? 'auto' : 'instant' });
    placed.current = true;
  }, [value]);
  return (
    <div
      ref={strip}
      className="-mx-4 overflow-x-auto px-4 pb-1 mask-x-from-[calc(100%-1rem)] motion-safe:scroll-smooth sm:mx-0 sm:px-0 sm:mask-none"
    >
      <TabsList className={cn('w-max', className)} {...props} />
    </div>
  );
}
