import type { ReactNode } from 'react';
import { Link } from '@/lib/localized-router';
import { ArrowRight, BadgeDollarSign, Compass, Landmark, Scale, ShieldCheck, Timer, Users } from 'lucide-react';
import { pagesMessages } from '@maple/shared/messages/pages';
import { shellMessages } from '@maple/shared/messages/shell';
import { whyBrokerMessages } from '@maple/shared/messages/why-broker';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CtaBand } from '@/components/cta-band';
import { FeatureCard } from '@/components/feature-card';
import { PageHeader } from '@/components/page-header';
import { useSite } from '@/features/site/api/site-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';

const advantages: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Landmark />,
    title: 'Broader lender access',
    text: 'Through our network we compare offers from over 50 lenders: major banks, credit unions, monoline lenders and alternative lenders. A bank can only offer you its own products.',
  },
  {
    icon: <Compass />,
    title: 'Expert guidance',
    text: 'Licensed professionals explain rates, terms, prepayment privileges, penalties and mortgage default insurance in plain language, from pre-approval to closing and at every renewal after.',
  },
  {
    icon: <BadgeDollarSign />,
    title: 'No direct cost to borrowers',
    text: 'For most residential mortgages the lender pays our fee when your mortgage closes, so our advice costs you nothing. If a fee ever applies, as it can with some private or alternative loans, we disclose it in writing before you commit.',
  },
  {
    icon: <Timer />,
    title: 'Efficiency',
    text: 'One application, many lenders. We do the shopping, the paperwork and the follow-up, and we know which lender is likely to approve your file before we apply, which avoids unnecessary credit checks.',
  },
  {
    icon: <Users />,
    title: 'Solutions for diverse borrowers',
    text: 'Self-employed, new to Canada, rebuilding credit, buying a rental or planning retirement: we know the lenders and programs built for situations a single bank often turns down.',
  },
];

const comparison: { topic: string; broker: string; bank: string }[] = [
  { topic: 'Lenders compared', broker: 'Over 50 banks, credit unions, monoline and alternative lenders', bank: 'One: its own' },
  { topic: 'Who they work for', broker: 'You, the borrower', bank: 'The bank' },
  { topic: 'Cost of the advice', broker: 'Usually nothing: the lender pays the broker', bank: 'Nothing, but only one product shelf' },
  { topic: 'At renewal', broker: 'We shop your renewal again across the market', bank: 'A renewal letter from the same bank' },
  { topic: 'Unusual income or credit', broker: 'Access to alternative and specialty lenders', bank: 'Often declined' },
];

/** /why-broker: five advantages, broker versus bank, compliance, and a way to reach us. */
export function WhyBrokerPage() {
  usePageTitle(pagesMessages.whyBroker);
  const { data: site } = useSite();
  const brokerage = site?.legalName || shellMessages.brandFallback;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={pagesMessages.whyBroker}>
        A mortgage is likely the largest debt you will ever carry. A licensed mortgage broker works for you, not for a single lender, to
        find the mortgage that fits your life today and your plans for tomorrow.
      </PageHeader>

      <section aria-labelledby="advantages" className="flex flex-col gap-6">
        <h2 id="advantages" className="text-2xl font-bold tracking-tight text-navy-900">
          Five advantages of working with a broker
        </h2>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {advantages.map((a) => (
            <FeatureCard key={a.title} icon={a.icon} title={a.title}>
              {a.text}
            </FeatureCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="broker-vs-bank" className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Scale aria-hidden="true" className="size-6 text-maple-700" />
          <h2 id="broker-vs-bank" className="text-2xl font-bold tracking-tight text-navy-900">
            Broker versus bank
          </h2>
        </div>
        <p className="max-w-3xl text-muted-foreground">
          Your bank’s mortgage specialist can only sell what that bank offers. A broker puts many lenders side by side, so the rate,
          the prepayment privileges and the penalty terms are compared for you.
        </p>
        {/* Phones get one card per topic; wider screens the side-by-side table. */}
        <dl className="flex flex-col gap-3 sm:hidden">
          {comparison.map((row) => (
            <div key={row.topic} className="rounded-lg border p-4">
              <dt className="font-semibold text-navy-900">{row.topic}</dt>
              <dd className="mt-2 grid gap-1.5 text-sm">
                <p>
                  <span className="font-medium text-maple-700">Mortgage broker: </span>
                  {row.broker}
                </p>
                <p className="text-muted-foreground">
                  <span className="font-medium">Your bank: </span>
                  {row.bank}
                </p>
              </dd>
            </div>
          ))}
        </dl>
        <div className="hidden overflow-x-auto rounded-lg border sm:block">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">How a mortgage broker compares with going directly to a bank</caption>
            <thead className="bg-navy-900 text-white">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  <span className="sr-only">Topic</span>
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Mortgage broker
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Your bank
                </th>
              </tr>
            </thead>
            <tbody>
              {comparison.map((row) => (
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
            Licensed and regulated
          </h2>
        </div>
        <div className="flex flex-col gap-3 md:col-span-2">
          <p>
            In Ontario, mortgage brokerages, brokers and agents are licensed and supervised by the Financial Services Regulatory Authority
            of Ontario (FSRA) under the Mortgage Brokerages, Lenders and Administrators Act, 2006. {brokerage} is a licensed brokerage
            {site?.licenceLine ? `: ${site.licenceLine}` : ''}.
          </p>
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            <li>We tell you in writing which lenders we deal with, how we are paid and any conflict of interest.</li>
            <li>We must make sure the mortgage we recommend is suitable for your needs and circumstances.</li>
            <li>Your personal information is protected under Canadian privacy law and used only to arrange your financing.</li>
            <li>You can check any agent’s or brokerage’s licence on FSRA’s public registry.</li>
          </ul>
        </div>
      </section>

      <CtaBand
        id="why-broker-cta"
        title="Ready to compare your options?"
        text="Tell us about your plans and a licensed mortgage professional will get back to you."
      >
        {/* A long label wraps inside the button, so its height and white-space are merged over the size's (cn). */}
        <Link
          to="/contact"
          className={cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-11 max-w-full shrink-0 py-2.5 text-center whitespace-normal')}
        >
          {whyBrokerMessages.cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CtaBand>
    </div>
  );
}
