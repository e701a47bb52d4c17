import { Link } from '@/lib/localized-router';
import { ArrowRight, BadgeDollarSign, Compass, Landmark, Scale, ShieldCheck, Timer, Users, type LucideIcon } from 'lucide-react';
import { pagesMessages } from '@maple/shared/messages/pages';
import { shellMessages } from '@maple/shared/messages/shell';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { whyBrokerMessages } from '@maple/shared/messages/why-broker';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CtaBand } from '@/components/cta-band';
import { FeatureCard } from '@/components/feature-card';
import { PageHeader } from '@/components/page-header';
import { useSite } from '@/features/site/api/site-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';

const m = whyBrokerMessages;

/** The advantages' icons, in the order of the message module's advantages. */
const advantageIcons: LucideIcon[] = [Landmark, Compass, BadgeDollarSign, Timer, Users];

/** /why-broker: five advantages, broker versus bank, compliance, and a way to reach us. */
export function WhyBrokerPage() {
  usePageTitle(pagesMessages.whyBroker);
  const { data: site } = useSite();
  const brokerage = site?.legalName || shellMessages.brandFallback;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={pagesMessages.whyBroker}>{m.intro}</PageHeader>

      <section aria-labelledby="advantages" className="flex flex-col gap-6">
        <h2 id="advantages" className="text-2xl font-bold tracking-tight text-navy-900">
          {m.advantagesTitle}
        </h2>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {m.advantages.map((a, i) => {
            const Icon = advantageIcons[i] ?? ShieldCheck;
            return (
              <FeatureCard key={a.title} icon={<Icon />} title={a.title}>
                {a.text}
              </FeatureCard>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="broker-vs-bank" className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Scale aria-hidden="true" className="size-6 text-maple-700" />
          <h2 id="broker-vs-bank" className="text-2xl font-bold tracking-tight text-navy-900">
            {m.comparisonTitle}
          </h2>
        </div>
        <p className="max-w-3xl text-muted-foreground">{m.comparisonIntro}</p>
        {/* Phones get one card per topic; wider screens the side-by-side table. */}
        <dl className="flex flex-col gap-3 sm:hidden">
          {m.comparison.map((row) => (
            <div key={row.topic} className="rounded-lg border p-4">
              <dt className="font-semibold text-navy-900">{row.topic}</dt>
              <dd className="mt-2 grid gap-1.5 text-sm">
                <p>
                  <span className="font-medium text-maple-700">{m.brokerLead}</span>
                  {row.broker}
                </p>
                <p className="text-muted-foreground">
                  <span className="font-medium">{m.bankLead}</span>
                  {row.bank}
                </p>
              </dd>
            </div>
          ))}
        </dl>
        <div className="hidden overflow-x-auto rounded-lg border sm:block">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{m.comparisonCaption}</caption>
            <thead className="bg-navy-900 text-white">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  <span className="sr-only">{m.topicColumn}</span>
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {m.brokerColumn}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {m.bankColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {m.comparison.map((row) => (
                <tr key={row.topic} className="border-t even:bg-navy-50">
                  <th scope="row" className="p-3 font-semibold text-navy-900">
                    {row.topic}
                  </th>
                  <td className="p-3">{row.broker}</td>
                  <td className="p-3 text-muted-foreground">{row.bank}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="compliance" className="grid gap-6 rounded-lg bg-navy-50 p-5 sm:p-8 md:grid-cols-3">
        <div className="flex flex-col gap-2">
          <ShieldCheck aria-hidden="true" className="size-8 text-maple-700" />
          <h2 id="compliance" className="text-2xl font-bold tracking-tight text-navy-900">
            {m.complianceTitle}
          </h2>
        </div>
        <div className="flex flex-col gap-3 md:col-span-2">
          <p>
            {m.complianceText}{' '}
            {site?.licenceLine
              ? fillMessage(m.licensedBrokerageWithLicence, { brokerage, licence: site.licenceLine })
              : fillMessage(m.licensedBrokerage, { brokerage })}
          </p>
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            {m.compliancePoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand id="why-broker-cta" title={m.ctaTitle} text={m.ctaText}>
        {/* A long label wraps inside the button, so its height and white-space are merged over the size's (cn). */}
        <Link
          to="/contact"
          className={cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-11 max-w-full shrink-0 py-2.5 text-center whitespace-normal')}
        >
          {m.cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CtaBand>
    </div>
  );
}
