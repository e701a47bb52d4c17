import { Link } from '@/lib/localized-router';
import { CalendarClock, HandCoins, Home, KeyRound, Lock, PiggyBank, TrendingDown, Unlock, type LucideIcon } from 'lucide-react';
import { mortgageOptionsMessages } from '@maple/shared/messages/mortgage-options';
import { navMessages } from '@maple/shared/messages/nav';
import { pagesMessages } from '@maple/shared/messages/pages';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CtaBand } from '@/components/cta-band';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/features/site/hooks/use-page-title';

const m = mortgageOptionsMessages;

/** The icons of the choices and of the features, in the message module's order. */
const choiceIcons: LucideIcon[] = [Lock, TrendingDown, Unlock, KeyRound, Home];
const featureIcons: LucideIcon[] = [PiggyBank, CalendarClock, HandCoins];

/** /mortgage-options: 'Your Mortgage Choices', static content. */
export function MortgageOptionsPage() {
  usePageTitle(pagesMessages.mortgageOptions);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={pagesMessages.mortgageOptions}>{m.intro}</PageHeader>

      <section aria-labelledby="mortgage-types" className="flex flex-col gap-6">
        <h2 id="mortgage-types" className="text-2xl font-bold tracking-tight text-navy-900">
          {m.typesTitle}
        </h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {m.choices.map((c, i) => {
            const Icon = choiceIcons[i] ?? Home;
            return (
              <li key={c.title} className="flex flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm sm:p-6">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-maple-50 text-maple-700 [&_svg]:size-5">
                    <Icon />
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
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="mortgage-features" className="flex flex-col gap-6">
        <h2 id="mortgage-features" className="text-2xl font-bold tracking-tight text-navy-900">
          {m.featuresTitle}
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {m.features.map((f, i) => {
            const Icon = featureIcons[i] ?? PiggyBank;
            return (
              <li key={f.title} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:p-6">
                <span aria-hidden="true" className="text-maple-700 [&_svg]:size-7">
                  <Icon />
                </span>
                <h3 className="text-lg font-semibold text-navy-900">{f.title}</h3>
                <p className="text-sm leading-relaxed">{f.text}</p>
              </li>
            );
          })}
        </ul>
        <p className="text-xs text-muted-foreground">{m.featuresNote}</p>
      </section>

      <CtaBand id="options-cta" title={m.ctaTitle} text={m.ctaText}>
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
