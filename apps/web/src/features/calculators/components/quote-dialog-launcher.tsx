import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { quoteLaunchMessages } from '@maple/shared/messages/quote-launch';
import type { QuoteType } from '@maple/shared/schemas/leads';
import { cx } from '@/lib/cx';
import { Button } from '@/components/ui/button';

// The dialog (Radix Dialog, react-hook-form, zod, the mortgage math) is its own chunk, fetched when
// a button is pointed at, focused or clicked, so the page that shows these buttons stays light.
const loadQuoteDialog = () => import('./quote-dialog');
const QuoteDialog = lazy(loadQuoteDialog);
const preload = () => void loadQuoteDialog();

const m = quoteLaunchMessages;

/**
 * The hero's two buttons, 'Get Started' (purchase quote) and 'Renewal Quote', and the quote dialog
 * they open. The dialog's code loads on first use and stays mounted afterwards, so values typed
 * and then closed without sending are still there when it opens again.
 */
export function QuoteDialogLauncher({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [quoteType, setQuoteType] = useState<QuoteType>('purchase');
  const [requested, setRequested] = useState(false);
  const purchaseRef = useRef<HTMLButtonElement>(null);
  const renewalRef = useRef<HTMLButtonElement>(null);

  const show = (type: QuoteType) => {
    setQuoteType(type);
    setRequested(true);
    setOpen(true);
  };

  // Radix returns focus to its own Trigger; there is none here, so focus goes back to the button used.
  const restoreFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      (quoteType === 'renewal' ? renewalRef : purchaseRef).current?.focus();
    },
    [quoteType],
  );

  const triggerProps = { 'aria-haspopup': 'dialog' as const, onPointerEnter: preload, onFocus: preload };

  return (
    <div className={cx('flex flex-wrap gap-3', className)}>
      <Button
        ref={purchaseRef}
        size="lg"
        aria-expanded={open && quoteType === 'purchase'}
        onClick={() => show('purchase')}
        {...triggerProps}
      >
        {m.getStarted}
      </Button>
      <Button
        ref={renewalRef}
        size="lg"
        variant="outline"
        aria-expanded={open && quoteType === 'renewal'}
        onClick={() => show('renewal')}
        {...triggerProps}
      >
        {m.renewalQuote}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} quoteType={quoteType} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      ) : null}
    </div>
  );
}
