import { lazy, Suspense } from 'react';
import { useLocation } from '@/lib/localized-router';
import { MessageCircle } from 'lucide-react';
import { chatLauncherMessages } from '@maple/shared/messages/chat-launcher';
import { useDeferredDialog } from '@/lib/use-deferred-dialog';
import { cx } from '@/lib/cx';
import { agentSlugFromPath } from '@/features/chat/agent-slug';
import { useScrollDirection } from '../hooks/use-scroll-direction';

// Only this button ships with every public page; the dialog, its stream reader and its storage
// code load on first hover, focus or click (the home page's 130 KB budget, docs/benchmarks.md).
const loadDialog = () => import('./chat-dialog');
const ChatDialog = lazy(() => loadDialog().then((m) => ({ default: m.ChatDialog })));

/** The floating 'Get Instant Help' button on every public page and the assistant it opens. */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const { open, setOpen, requested, triggerProps, restoreFocus } = useDeferredDialog();
  const agentSlug = agentSlugFromPath(pathname);
  // Any page of an agent's profile (/agents/{slug}/contact too) has the phone's sticky contact bar.
  const besideContactBar = /^\/agents?\/[^/]+/.test(pathname);
  const direction = useScrollDirection();
  return (
    <>
      <button
        type="button"
        {...triggerProps}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        data-scroll={direction}
        className={cx(
          'fixed right-4 z-40 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-primary text-sm sm:w-auto sm:px-4 font-semibold text-primary-foreground shadow-lg transition-[background-color,translate] duration-200 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden',
          // Phones and tablets, where the page's content runs into the corner: while the reader
          // scrolls down, towards what the button covers, it slides below the screen; it is back on
          // the way up, at the end (the footer leaves room for it) and whenever it has focus.
          'max-lg:not-focus:data-[scroll=down]:translate-y-36',
          // On a profile the phone's sticky contact bar takes the bottom edge until it settles above the footer.
          besideContactBar && direction !== 'end' ? 'bottom-20 xl:bottom-4' : 'bottom-4',
          open && 'invisible',
        )}
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {/* Phones get a round icon button that covers less of the page; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{chatLauncherMessages.launcher}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ChatDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={restoreFocus} agentSlug={agentSlug} />
        </Suspense>
      ) : null}
    </>
  );
}
