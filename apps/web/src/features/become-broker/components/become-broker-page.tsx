import type { ReactNode } from 'react';
import { BadgeCheck, BookOpen, Building2, GraduationCap, Handshake, Laptop, Megaphone, ShieldCheck, TrendingUp } from 'lucide-react';
import { becomeBrokerMessages } from '@maple/shared/messages/become-broker';
import { pagesMessages } from '@maple/shared/messages/pages';
import { shellMessages } from '@maple/shared/messages/shell';
import { Button } from '@/components/ui/button';
import { FeatureCard } from '@/components/feature-card';
import { useSite } from '@/features/site/api/site-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { BrokerApplicationForm } from './broker-application-form';

const m = becomeBrokerMessages;

const benefits: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Building2 />,
    title: 'A network of over 50 lenders',
    text: 'Offer clients the big banks, credit unions, monoline and alternative lenders through one national network, not one bank’s shelf.',
  },
  {
    icon: <GraduationCap />,
    title: 'Training and mentorship',
    text: 'Structured onboarding, regular training sessions and a senior broker to call when a file gets complicated.',
  },
  {
    icon: <Laptop />,
    title: 'Technology that works for you',
    text: 'Your own profile page, online applications, calculators and a lead inbox that routes enquiries straight to you.',
  },
  {
    icon: <Megaphone />,
    title: 'Marketing support',
    text: 'Co-branded materials, social content and a recognised national brand standing behind your name.',
  },
  {
    icon: <TrendingUp />,
    title: 'Rewarding compensation',
    text: 'Transparent compensation that grows with the business you build, and the freedom to set your own schedule.',
  },
  {
    icon: <ShieldCheck />,
    title: 'Compliance and back-office help',
    text: 'Our brokerage team reviews files, checks documents and keeps you current with FSRA requirements, so you can focus on clients.',
  },
];

const pathway: { step: string; title: string; text: string }[] = [
  {
    step: '1',
    title: 'Mortgage Agent Level 1',
    text: 'Where most careers start. Complete an FSRA-approved Level 1 course and exam, then apply for your licence under a sponsoring brokerage such as ours.',
  },
  {
    step: '2',
    title: 'Mortgage Agent Level 2',
    text: 'Requires a Level 1 licence plus 12 months of experience as a licensed agent. Level 2 agents can arrange a wider range of mortgages, including alternative and private lending.',
  },
  {
    step: '3',
    title: 'Mortgage Broker',
    text: 'Requires 24 months of experience as a Level 2 agent plus the provincial broker education program. Brokers can supervise agents and take on more responsibility within a brokerage.',
  },
];

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
            {benefits.map((b) => (
              <FeatureCard key={b.title} icon={b.icon} title={b.title}>
                {b.text}
              </FeatureCard>
            ))}
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
            {pathway.map((p) => (
              <li key={p.step} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:p-6">
                <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                  {p.step}
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
              Not licensed yet? Apply anyway: we can point you to approved Level 1 courses and sponsor your licence application.
            </p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maple-700" />
              Applications are confidential and reviewed by our brokerage team.
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
            {partner ? `${partner} is a national network of independently owned and operated mortgage brokerages. ${brokerage} is an independent member brokerage, and agents who join are licensed through it.` : `Agents who join ${brokerage} are licensed through it.`}
            {site?.licenceLine ? ` ${site.licenceLine}.` : ''}{' '}
            {partner ? `${partner} names and logos are trademarks of their respective owners and are used with permission. ` : ''}Licensing requirements are set by the
            Financial Services Regulatory Authority of Ontario (FSRA) and may change; check FSRA’s website for the current rules. Compensation
            depends on the business you write and is not guaranteed.
          </p>
        </section>
      </div>
    </div>
  );
}
