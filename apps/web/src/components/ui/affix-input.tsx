import type { ComponentProps } from 'react';
import { pageLanguage } from '@maple/shared/messages/locale';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** Where a dollar amount's '$' goes: before the number in English, after it in French ("400 000 $"). */
export const dollarsAffix = pageLanguage === 'fr' ? { suffix: '$' } : { prefix: '$' };

/** An <Input> with a unit drawn inside it ('$' before, '%' after); the unit is not part of the name. */
export function AffixInput({ prefix, suffix, className, ...props }: ComponentProps<'input'> & { prefix?: string; suffix?: string }) {
  return (
    <div className="relative">
      {prefix ? (
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
          {prefix}
        </span>
      ) : null}
      <Input className={cn(prefix && 'pl-7', suffix && 'pr-8', className)} {...props} />
      {suffix ? (
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
