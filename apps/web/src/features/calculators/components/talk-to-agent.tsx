import { lazy, Suspense, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CarriedInputs } from './quote-dialog';

// The quote dialog is its own chunk, fetched when the button is pointed at, focused or clicked.
const loadQuoteDialog = () => import('./quote-dialog');
const QuoteDialog = lazy(loadQuoteDialog);
const preload = () => void loadQuoteDialog();

/**
 * A calculator page's "talk to an agent": opens the quote dialog with the page's figures, which
 * the lead carries under the page's own kind. `carried` is read when the dialog opens and sends,
 * so it follows the inputs as they change.
 */
export function TalkToAgent({ label, carried }: { label: string; carried: CarriedInputs }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Radix returns focus to its own Trigger; there is none here, so focus goes back to this button.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        size="lg"
        className="self-start print:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MessageCircle aria-hidden="true" />
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} quoteType="purchase" carried={carried} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
