import type { ReactNode } from 'react';
import { Printer } from 'lucide-react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { Button } from '@/components/ui/button';
import './calculator-print.css';

/** The page frame of a calculator: heading, intro and a Print button (hidden on paper). */
export function CalculatorPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div data-calculator-print="" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8 print:max-w-none print:p-0">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex max-w-3xl flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl print:text-2xl">{title}</h1>
          <p className="text-muted-foreground print:hidden">{intro}</p>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="self-start print:hidden">
          <Printer aria-hidden="true" />
          {calculatorsMessages.common.print}
        </Button>
      </div>
      <div className="mt-8 print:mt-4">{children}</div>
    </div>
  );
}

/** The inputs as text, for paper only (the form itself is hidden when printing). */
export function PrintedInputs({ items }: { items: { label: string; value: string }[] }) {
  return (
    <section aria-hidden="true" className="hidden print:mb-4 print:block">
      <h2 className="text-base font-semibold">{calculatorsMessages.common.inputs}</h2>
      <dl className="mt-1 grid grid-cols-2 gap-x-6 gap-y-0.5 text-sm">
        {items.map((item) => (
          <div key={item.label} className="flex justify-between gap-4 border-b border-dotted py-0.5">
            <dt>{item.label}</dt>
            <dd className="font-medium">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
