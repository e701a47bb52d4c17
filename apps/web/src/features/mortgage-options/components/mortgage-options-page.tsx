import type { ReactNode } from 'react';
import { Link } from '@/lib/localized-router';
import { CalendarClock, HandCoins, Home, KeyRound, Lock, PiggyBank, TrendingDown, Unlock } from 'lucide-react';
import { navMessages } from '@maple/shared/messages/nav';
import { pagesMessages } from '@maple/shared/messages/pages';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CtaBand } from '@/components/cta-band';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/features/site/hooks/use-page-title';

interface Choice {
  icon: ReactNode;
  title: string;
  text: string;
  points: string[];
}

const choices: Choice[] = [
  {
    icon: <Lock />,
    title: 'Fixed-rate mortgage',
    text: 'Your interest rate and payment stay the same for the whole term, commonly 1 to 7 years, with 5 years the most popular.',
    points: ['Predictable budgeting', 'Protection if rates rise', 'Breaking the term early usually costs more in penalties'],
  },
  {
    icon: <TrendingDown />,
    title: 'Variable-rate mortgage',
    text: "Your rate moves with the lender's prime rate. Historically it has often cost less over time, but your payment or amortization can change.",
    points: ['Often a lower starting rate', 'Penalty usually limited to three months of interest', 'Most lenders let you lock into a fixed rate'],
  },
  {
    icon: <Unlock />,
    title: 'Open or closed',
    text: 'An open mortgage can be repaid in full at any time without penalty, at a higher rate. A closed mortgage has a lower rate and limits how much you can prepay.',
    points: ['Open: ideal if you expect to sell or pay off soon', 'Closed: the lowest rates for most borrowers'],
  },
  {
    icon: <KeyRound />,
    title: 'Home equity line of credit (HELOC)',
    text: 'A revolving line of credit secured by your home. Borrow, repay and borrow again, paying interest only on what you use.',
    points: ['Renovations, education or emergencies', 'Combined with a mortgage, up to 80% of your home value', 'Interest-only minimum payments'],
  },
  {
    icon: <Home />,
    title: 'Reverse mortgage',
    text: 'For homeowners aged 55 and over: turn part of your home equity into tax-free cash while you keep living in your home.',
    points: ['No regular payments while you live in the home', 'Available from age 55', 'Repaid when the home is sold'],
  },
];

const features: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <PiggyBank />,
    title: 'Prepayment privileges',
    text: 'Most closed mortgages let you pay down up to 20% of the original amount each year without penalty, through lump sums, higher payments or both.',
  },
  {
    icon: <CalendarClock />,
    title: 'Pre-approval with a rate hold',
    text: 'A pre-approval tells you how much you can borrow and holds a rate for up to 120 days while you shop, so a rate increase does not catch you mid-search.',
  },
  {
    icon: <HandCoins />,
    title: 'Amortization and payment frequency',
    text: 'Insured mortgages are amortized over up to 25 years (30 for first-time buyers and new builds); uninsured mortgages can go to 30. Accelerated bi-weekly payments can take years off.',
  },
];

/** /mortgage-options: 'Your Mortgage Choices', static content. */
export function MortgageOptionsPage() {
  usePageTitle(pagesMessages.mortgageOptions);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={pagesMessages.mortgageOptions}>
        The right mortgage is about more than the rate. Here are the main choices Canadian borrowers make, and what each one means for
        your payments and your flexibility.
      </PageHeader>

      <section aria-labelledby="mortgage-types" className="flex flex-col gap-6">
        <h2 id="mortgage-types" className="text-2xl font-bold tracking-tight text-navy-900">
          Types of mortgages
        </h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {choices.map((c) => (
            <li key={c.title} className="flex flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm sm:p-6">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-maple-50 text-maple-700 [&_svg]:size-5">
                  {c.icon}
                </span>
                <h3 className="text-lg font-semibold text-navy-900">{c.title}</h3>
              </div>
              <p className="text-muted-foreground">{c.text}</p>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                {c.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mortgage-features" className="flex flex-col gap-6">
        <h2 id="mortgage-features" className="text-2xl font-bold tracking-tight text-navy-900">
          Features worth knowing
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:p-6">
              <span aria-hidden="true" className="text-maple-700 [&_svg]:size-7">
                {f.icon}
              </span>
              <h3 className="text-lg font-semibold text-navy-900">{f.title}</h3>
              <p className="text-sm leading-relaxed">{f.text}</p>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Terms, prepayment privileges and penalties differ by lender and product and are subject to approval. We confirm the details of
          any offer with you in writing.
        </p>
      </section>

      <CtaBand
        id="options-cta"
        title="Not sure which is right for you?"
        text="Run the numbers, then talk them through with a licensed mortgage professional."
      >
        <div className="flex flex-wrap gap-3">
          {/* On the dark band the outline button takes light colours, merged over its own (cn). */}
          <Link
            to="/calculators"
            className={cn(buttonVariants({ variant: 'outline' }), 'border-white/40 bg-transparent text-white hover:bg-white/10')}
          >
            {navMessages.calculators}
          </Link>
          <Button asChild>
            <Link to="/contact">{navMessages.contact}</Link>
          </Button>
        </div>
      </CtaBand>
    </div>
  );
}
