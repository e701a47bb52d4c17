import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { shellMessages } from '@maple/shared/messages/shell';
import { useDeferredDialog } from '@/lib/use-deferred-dialog';
import { Button } from '@/components/ui/button';

// The dialog and its form (Radix Dialog, react-hook-form, zod) load on demand so they stay out of
// every public page's first download.
const loadContent = () => import('./sign-in-dialog-content');
const SignInDialogContent = lazy(() => loadContent().then((m) => ({ default: m.SignInDialogContent })));

/** The header's 'Sign In' button and the sign-in dialog it opens. */
export function SignInDialog() {
  const { open, setOpen, requested, triggerProps, restoreFocus } = useDeferredDialog();
  return (
    <>
      <Button size="sm" {...triggerProps} onPointerEnter={() => void loadContent()} onFocus={() => void loadContent()}>
        <LogIn aria-hidden="true" />
        {shellMessages.signIn}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SignInDialogContent open={open} onOpenChange={setOpen} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
