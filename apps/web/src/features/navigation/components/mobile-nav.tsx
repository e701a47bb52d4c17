import { lazy, Suspense } from 'react';
import { Menu } from 'lucide-react';
import { shellMessages } from '@maple/shared/messages/shell';
import { cx } from '@/lib/cx';
import { useDeferredDialog } from '@/lib/use-deferred-dialog';
import type { NavEntry } from '../nav-items';

// Phones download the drawer (Radix Dialog and Accordion) when the menu is first opened.
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

/** Under 768px the header's menus live in a drawer from the right, opened by this button. */
export function MobileNav({ entries, className }: { entries: NavEntry[]; className?: string }) {
  const { open, setOpen, requested, triggerProps, restoreFocus } = useDeferredDialog();
  return (
    <>
      <button
        type="button"
        aria-label={shellMessages.openMenu}
        {...triggerProps}
        onPointerEnter={() => void loadDrawer()}
        className={cx(
          'inline-flex size-10 items-center justify-center rounded-md text-navy-900 hover:bg-accent',
          className,
        )}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer entries={entries} open={open} onOpenChange={setOpen} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
