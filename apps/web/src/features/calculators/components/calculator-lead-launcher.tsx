import { lazy, Suspense, useRef, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CarriedInputs } from './quote-dialog';

// The dialog is its own chunk, fetched when the button is pointed at, focused or clicked.
const loadQuoteDialog = () => import('./quote-dialog');
const QuoteDialog = lazy(loadQuoteDialog);
const preload = () => void loadQuoteDialog();

/**
 * A calculator page's "talk to an agent": one button opening the quote dialog with the page's
 * inputs carried into the lead. `carried` is read when the dialog opens and sends.
 */
export function CalculatorLeadLauncher({ label, carried }: { label: string; carried: CarriedInputs }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="print:hidden"
      >
        <MessageSquare aria-hidden="true" />
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <QuoteDialog
            open={open}
            onOpenChange={setOpen}
            quoteType="purchase"
            carried={carried}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
