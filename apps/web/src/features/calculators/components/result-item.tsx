import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One figure of a result list (a <dt>/<dd> pair inside a <dl>). */
export function ResultItem({ label, value, detail, className }: { label: ReactNode; value: ReactNode; detail?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5 rounded-lg bg-muted px-3 py-3 sm:px-4 print:bg-transparent print:px-0', className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold text-navy-900 tabular-nums sm:text-lg">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}
