import type { ReactNode } from 'react';
import { Link } from '@/lib/localized-router';
import { ArrowRight, Calculator, Columns3, House, Landmark, PiggyBank, ReceiptText, Scale, ShieldCheck } from 'lucide-react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { compareMortgagesHubMessages } from '@maple/shared/messages/compare-mortgages';
import { mortgagePenaltyMessages } from '@maple/shared/messages/mortgage-penalty';
import { stressTestMessages } from '@maple/shared/messages/stress-test';
import { closingCostsMessages } from '@maple/shared/messages/closing-costs';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { pagesMessages } from '@maple/shared/messages/pages';
import { prepaymentHubMessages } from '@maple/shared/messages/prepayment';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { QuoteDialogLauncher } from './quote-dialog-launcher';

const m = calculatorsMessages.hub;

function CalculatorCard({ to, icon, title, text, linkText }: { to: string; icon: ReactNode; title: string; text: string; linkText: string }) {
  return (
    <li className="relative flex flex-col gap-3 rounded-lg border bg-background p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <span className="flex size-12 items-center justify-center rounded-lg bg-maple-50 text-maple-700 [&_svg]:size-6">{icon}</span>
      <h2 className="text-xl font-semibold tracking-tight text-navy-900">{title}</h2>
      <p className="flex-1 text-muted-foreground">{text}</p>
      {/* The link's box covers the card, so the whole card is one click target with one accessible name. */}
      <Link
        to={to}
        className="inline-flex items-center gap-1.5 font-medium text-primary after:absolute after:inset-0 after:rounded-lg hover:underline"
      >
        {linkText}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}

export function CalculatorsPage() {
  usePageTitle(pagesMessages.calculators);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{pagesMessages.calculators}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        <CalculatorCard
          to="/mortgage-calculator"
          icon={<Calculator aria-hidden="true" />}
          title={m.mortgageTitle}
          text={m.mortgageText}
          linkText={m.mortgageLink}
        />
        <CalculatorCard
          to="/affordability-calculator"
          icon={<House aria-hidden="true" />}
          title={m.affordabilityTitle}
          text={m.affordabilityText}
          linkText={m.affordabilityLink}
        />
        {/* Issue 41's calculators: links the spec's hub did not have (decision 083). */}
        <CalculatorCard
          to="/prepayment-calculator"
          icon={<PiggyBank aria-hidden="true" />}
          title={prepaymentHubMessages.title}
          text={prepaymentHubMessages.text}
          linkText={prepaymentHubMessages.link}
        />
        <CalculatorCard
          to="/compare-mortgages"
          icon={<Columns3 aria-hidden="true" />}
          title={compareMortgagesHubMessages.title}
          text={compareMortgagesHubMessages.text}
          linkText={compareMortgagesHubMessages.link}
        />
        <CalculatorCard
          to="/stress-test-calculator"
          icon={<ShieldCheck aria-hidden="true" />}
          title={stressTestMessages.hubTitle}
          text={stressTestMessages.hubText}
          linkText={stressTestMessages.hubLink}
        />
        <CalculatorCard
          to="/mortgage-penalty-calculator"
          icon={<Scale aria-hidden="true" />}
          title={mortgagePenaltyMessages.hubTitle}
          text={mortgagePenaltyMessages.hubText}
          linkText={mortgagePenaltyMessages.hubLink}
        />
        <CalculatorCard
          to="/land-transfer-tax-calculator"
          icon={<Landmark aria-hidden="true" />}
          title={landTransferTaxMessages.hubTitle}
          text={landTransferTaxMessages.hubText}
          linkText={landTransferTaxMessages.hubLink}
        />
        <CalculatorCard
          to="/closing-costs-calculator"
          icon={<ReceiptText aria-hidden="true" />}
          title={closingCostsMessages.hubTitle}
          text={closingCostsMessages.hubText}
          linkText={closingCostsMessages.hubLink}
        />
      </ul>
      <section aria-labelledby="quote-heading" className="mt-10 flex flex-col gap-4 rounded-lg bg-navy-900 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1.5">
          <h2 id="quote-heading" className="text-2xl font-semibold tracking-tight">
            {m.quoteTitle}
          </h2>
          <p className="text-navy-100">{m.quoteText}</p>
        </div>
        <QuoteDialogLauncher className="shrink-0" />
      </section>
    </div>
  );
}
