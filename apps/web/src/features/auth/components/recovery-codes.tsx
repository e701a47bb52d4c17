import { useEffect, useId, useRef } from 'react';
import { Download } from 'lucide-react';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import { Button } from '@/components/ui/button';

/** The text file a person keeps: who the codes are for, the codes, and how they work. */
export function recoveryCodesFile(email: string, codes: readonly string[]): string {
  return [fillMessage(m.codesFileHeading, { email }), '', ...codes, '', m.codesFileNote, ''].join('\r\n');
}

/**
 * Freshly made recovery codes, shown once: a list to copy or print, a text file to download, and
 * "I have saved them" to leave. Focus moves to the heading so a screen reader hears them at once.
 */
export function RecoveryCodes({ email, codes, onDone }: { email: string; codes: readonly string[]; onDone: () => void }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesFile(email, codes)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = m.codesFileName;
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has started the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-navy-900 outline-none">
        {m.codesTitle}
      </h3>
      <p className="text-sm">{m.codesIntro}</p>
      <ol aria-label={m.codesListLabel} className="grid grid-cols-1 gap-x-6 gap-y-1 font-mono text-base min-[400px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {m.download}
        </Button>
        <Button type="button" onClick={onDone}>
          {m.codesSaved}
        </Button>
      </div>
    </section>
  );
}
