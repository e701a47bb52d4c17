import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { PanelLeft } from 'lucide-react';
import { shellMessages } from '@maple/shared/messages/shell';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-is-mobile';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const cookieName = 'sidebar_state';
const cookieMaxAge = 60 * 60 * 24 * 7;
const shortcutKey = 'b';

type SidebarState = 'expanded' | 'collapsed';

interface SidebarContextValue {
  state: SidebarState;
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = use(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

/** Expanded unless the cookie says `false`. */
export function readSidebarCookie(cookie: string): boolean {
  const entry = cookie.split(';').find((part) => part.trim().startsWith(`${cookieName}=`));
  return entry?.split('=')[1]?.trim() !== 'false';
}

export function SidebarProvider({ children, className, style }: { children: ReactNode; className?: string; style?: CSSProperties }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${cookieName}=${value}; path=/; max-age=${cookieMaxAge}; SameSite=Lax`;
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === shortcutKey && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext value={value}>
      <div
        style={{ '--sidebar-width': '16rem', '--sidebar-width-icon': '3rem', ...style } as CSSProperties}
        className={cn('flex min-h-dvh w-full', className)}
      >
        {children}
      </div>
    </SidebarContext>
  );
}

/** Off-canvas drawer (18rem) under 768px, named by `label`; otherwise a 16rem column that collapses to 3rem icons. */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          aria-describedby={undefined}
          className="w-72 max-w-72 bg-navy-50 p-0"
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <div data-state="expanded" className="group/sidebar flex h-full flex-col">
            {children}
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      data-state={state}
      className="group/sidebar sticky top-0 flex h-dvh w-(--sidebar-width) shrink-0 flex-col overflow-x-hidden border-r bg-navy-50 transition-[width] duration-200 ease-linear data-[state=collapsed]:w-(--sidebar-width-icon)"
    >
      {children}
    </aside>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 border-t p-2', className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem(props: ComponentProps<'li'>) {
  return <li {...props} />;
}

/** Hidden visually (not from screen readers) when the sidebar is collapsed to icons. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('truncate group-data-[state=collapsed]/sidebar:sr-only', className)} {...props} />;
}

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip: string }) {
  const { state, isMobile } = useSidebar();
  const Comp = asChild ? Slot.Root : 'button';
  const button = (
    <Comp
      data-active={isActive || undefined}
      className={cn(
        'flex h-10 w-full items-center gap-3 overflow-hidden rounded-md px-3 text-left text-sm font-medium text-navy-900 transition-colors hover:bg-navy-100 data-[active]:bg-navy-900 data-[active]:text-white group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
  return (
    <Tooltip delayDuration={0}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={state !== 'collapsed' || isMobile}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  return (
    <button
      type="button"
      aria-label={shellMessages.toggleSidebar}
      aria-expanded={isMobile ? openMobile : open}
      onClick={toggleSidebar}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-navy-900 hover:bg-accent [&_svg]:size-5',
        className,
      )}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}
