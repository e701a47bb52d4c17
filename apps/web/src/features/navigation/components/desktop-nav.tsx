import { lazy, Suspense, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@/lib/localized-router';
import { ChevronDown } from 'lucide-react';
import { navMessages } from '@maple/shared/messages/nav';
import { withAgentContext } from '@/features/agents/agent-link';
import { cx } from '@/lib/cx';
import {
  navigationMenuItemLook,
  navigationMenuListLook,
  navigationMenuTopLinkLook,
  navigationMenuTriggerChevronLook,
} from '@/components/ui/navigation-menu-look';
import { isCurrent, type NavEntry } from '../nav-items';

// Radix's navigation menu (about 9 KB gzipped with its helpers) is not part of the first download:
// the header first draws the same row with plain elements (closed menus render no content), and
// the first pointer, focus or click on it loads the real menus, which then take its place.
const loadMenus = () => import('./desktop-nav-menus');
const DesktopNavMenus = lazy(() => loadMenus().then((m) => ({ default: m.DesktopNavMenus })));

interface Wake {
  /** The menu to open once loaded (its stand-in trigger was clicked, or is still under the pointer). */
  open?: string;
  /** The item that had focus in the stand-in, to keep focus there. */
  focus?: string;
}

export function DesktopNav({ entries, className }: { entries: NavEntry[]; className?: string }) {
  const [wake, setWake] = useState<Wake>();
  const standIn = <DesktopNavStandIn entries={entries} className={className} onWake={setWake} />;
  if (!wake) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DesktopNavMenus entries={entries} className={className} defaultValue={wake.open} focusLabel={wake.focus} />
    </Suspense>
  );
}

/** The markup Radix renders for closed menus, without its behaviour. */
function DesktopNavStandIn({
  entries,
  className,
  onWake,
}: {
  entries: NavEntry[];
  className?: string;
  onWake: (wake: Wake) => void;
}) {
  const { pathname } = useLocation();
  // The trigger under the pointer: the first hover must open its menu as Radix would, once loaded.
  const hovered = useRef<string | undefined>(undefined);
  const focusedLabel = (event: FocusEvent) =>
    event.target instanceof HTMLElement ? event.target.dataset.navLabel : undefined;
  return (
    <nav
      aria-label={navMessages.label}
      data-orientation="horizontal"
      dir="ltr"
      className={cx('relative', className)}
      onPointerEnter={() => void loadMenus()}
      onFocus={(event) => {
        // Keyboard focus only: a pointer press focuses a link too, and swapping the row between its
        // mousedown and mouseup would lose the click.
        if (!(event.target instanceof HTMLElement) || !event.target.matches(':focus-visible')) return;
        const focus = focusedLabel(event);
        void loadMenus().then(() => onWake({ focus }));
      }}
    >
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" dir="ltr" className={navigationMenuListLook}>
          {entries.map((entry) => (
            <Item key={entry.label}>
              {entry.kind === 'menu' ? (
                <button
                  type="button"
                  data-nav-label={entry.label}
                  data-state="closed"
                  aria-expanded="false"
                  className={cx(
                    navigationMenuItemLook,
                    entry.items.some((item) => item.kind === 'internal' && isCurrent(item.to, pathname))
                      ? 'text-primary'
                      : 'text-navy-900',
                    'group',
                  )}
                  onPointerMove={() => {
                    hovered.current = entry.label;
                    void loadMenus().then(() => onWake({ open: hovered.current }));
                  }}
                  onPointerLeave={() => {
                    if (hovered.current === entry.label) hovered.current = undefined;
                  }}
                  onClick={() => void loadMenus().then(() => onWake({ open: entry.label, focus: entry.label }))}
                >
                  {entry.label}
                  <ChevronDown className={navigationMenuTriggerChevronLook} aria-hidden="true" />
                </button>
              ) : (
                <Link
                  data-nav-label={entry.label}
                  to={withAgentContext(entry.to, pathname)}
                  className={navigationMenuTopLinkLook}
                  {...(isCurrent(entry.to, pathname) ? { 'data-active': '', 'aria-current': 'page' as const } : {})}
                >
                  {entry.label}
                </Link>
              )}
            </Item>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function Item({ children }: { children: ReactNode }) {
  return <li className="relative">{children}</li>;
}
