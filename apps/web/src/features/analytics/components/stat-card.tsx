import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format-number';

/** One number with its name and an optional line under it. The label names the figure for screen readers too. */
export function StatCard({ label, value, detail }: { label: string; value: number; detail?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-background p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-bold tracking-tight text-navy-900 tabular-nums">{formatNumber(value, 3)}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}
