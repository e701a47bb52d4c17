import { lazy, Suspense, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import type { CalculatorLeadContext } from '@maple/shared/schemas/calculator-lead';
import { Button } from '@/components/ui/button';
import type { QuoteFormValues } from '../quote-form';

// The same lazily loaded dialog as the hero's buttons (quote-dialog-launcher.tsx): fetched when the
// button is pointed at, focused or clicked, never with the page.
const loadQuoteDialog = () => import('./quote-dialog');
const QuoteDialog = lazy(loadQuoteDialog);
const preload = () => void loadQuoteDialog();

/**
 * A calculator page's "talk to an agent" action (issue 41): the quote dialog, opened with what the
 * page knows filled in, sending the page's inputs with the lead for the server to recompute.
 */
export function CalculatorQuoteLauncher({
  label,
  calculator,
  initialValues,
}: {
  label: string;
  calculator: CalculatorLeadContext;
  initialValues: Partial<QuoteFormValues>;
}) {
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
        <MessageCircle aria-hidden="true" />
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <QuoteDialog
            open={open}
            onOpenChange={setOpen}
            quoteType="purchase"
            calculator={calculator}
            initialValues={initialValues}
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
