import { lazy, Suspense, useId, useState } from 'react';
import { footerMessages } from '@maple/shared/messages/footer';

const DisclaimerMarkdown = lazy(() => import('./disclaimer-markdown'));

export function Disclaimer({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md text-sm font-semibold text-white underline-offset-4 hover:underline"
      >
        {open ? footerMessages.hideDisclaimer : footerMessages.showDisclaimer}
      </button>
      <div id={panelId} hidden={!open} className="mt-3 max-w-4xl text-xs leading-relaxed text-navy-100">
        {/* The plain text stands in while the Markdown renderer loads (or if it cannot). */}
        {open ? (
          <Suspense fallback={<p className="whitespace-pre-line">{text}</p>}>
            <DisclaimerMarkdown text={text} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
