import { BadgeCheck, BookOpen, Building2, GraduationCap, Handshake, Laptop, Megaphone, ShieldCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import { becomeBrokerMessages } from '@maple/shared/messages/become-broker';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { pagesMessages } from '@maple/shared/messages/pages';
import { shellMessages } from '@maple/shared/messages/shell';
import { Button } from '@/components/ui/button';
import { FeatureCard } from '@/components/feature-card';
import { useSite } from '@/features/site/api/site-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { BrokerApplicationForm } from './broker-application-form';

const m = becomeBrokerMessages;

/** The benefits' icons, in the order of the message module's benefits. */
const benefitIcons: LucideIcon[] = [Building2, GraduationCap, Laptop, Megaphone, TrendingUp, ShieldCheck];

/** /become-broker: hero, six benefits, the Ontario licensing pathway, the application form and the brand disclaimer. */
export function BecomeBrokerPage() {
  usePageTitle(pagesMessages.becomeBroker);
  const { data: site } = useSite();
  // A network is named only when the brokerage says it belongs to one (console Settings).
  const partner = site?.partnerName;
  const brokerage = site?.legalName || shellMessages.brandFallback;

  return (
    <div className="flex flex-col">
      <section className="bg-navy-900 text-white">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-maple-200 uppercase">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {pagesMessages.becomeBroker}
          </p>
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{m.heroTitle}</h1>
          <p className="max-w-2xl text-lg text-navy-100">{m.heroText}</p>
          <Button asChild size="lg" className="self-start">
            <a href="#apply">{m.heroCta}</a>
          </Button>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="benefits" className="flex flex-col gap-6">
          <h2 id="benefits" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
            {m.benefitsTitle}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {m.benefits.map((b, i) => {
              const Icon = benefitIcons[i] ?? BadgeCheck;
              return (
                <FeatureCard key={b.title} icon={<Icon />} title={b.title}>
                  {b.text}
                </FeatureCard>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="pathway" className="flex flex-col gap-6">
          <div className="flex max-w-3xl flex-col gap-2">
            <h2 id="pathway" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              {m.pathwayTitle}
            </h2>
            <p className="text-muted-foreground">{m.pathwayIntro}</p>
          </div>
          <ol className="grid gap-5 md:grid-cols-3">
            {m.pathway.map((p, i) => (
              <li key={p.title} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:p-6">
                <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="text-lg font-semibold text-navy-900">{p.title}</h3>
                <p className="text-sm leading-relaxed">{p.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section id="apply" aria-labelledby="apply-title" className="grid scroll-mt-24 gap-8 lg:grid-cols-5">
          <div className="flex flex-col gap-3 lg:col-span-2">
            <h2 id="apply-title" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              {m.formTitle}
            </h2>
            <p className="text-muted-foreground">{m.formIntro}</p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maple-700" />
              {m.notLicensedYet}
            </p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maple-700" />
              {m.confidential}
            </p>
          </div>
          <div className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 lg:col-span-3">
            <BrokerApplicationForm titleId="apply-title" />
          </div>
        </section>

        <section aria-labelledby="brand-disclaimer" className="border-t pt-6">
          <h2 id="brand-disclaimer" className="text-sm font-semibold text-navy-900">
            {m.disclaimerTitle}
          </h2>
          <p className="mt-2 text-xs leading-relaxed text-muted-foreground">
            {partner ? fillMessage(m.disclaimerNetwork, { partner, brokerage }) : fillMessage(m.disclaimerNoNetwork, { brokerage })}
            {site?.licenceLine ? ` ${site.licenceLine}.` : ''}{' '}
            {partner ? `${fillMessage(m.disclaimerTrademarks, { partner })} ` : ''}
            {m.disclaimerRules}
          </p>
        </section>
      </div>
    </div>
  );
}
