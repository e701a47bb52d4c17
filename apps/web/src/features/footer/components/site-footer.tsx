import { Link, useLocation } from '@/lib/localized-router';
import { brokerageYear } from '@maple/shared/brokerage-day';
import { footerMessages } from '@maple/shared/messages/footer';
import { navMessages } from '@maple/shared/messages/nav';
import type { SiteSettings } from '@maple/shared/schemas/site';
import { withAgentContext } from '@/features/agents/agent-link';
import { appClock } from '@/lib/clock';
import { LabelledPhone } from '@/components/labelled-phone';
import { useSite, useTeamName } from '@/features/site/api/site-queries';
import { MapleLeaf } from '@/components/maple-leaf';
import { Disclaimer } from './disclaimer';

const nav = navMessages;
const footer = footerMessages;

const groups: { heading: string; links: { label: string; to: string }[] }[] = [
  {
    heading: nav.mortgages,
    links: [
      { label: nav.applications, to: '/applications' },
      { label: nav.products, to: '/products' },
      { label: nav.calculators, to: '/calculators' },
      { label: nav.rates, to: '/rates' },
      { label: nav.whyBroker, to: '/why-broker' },
    ],
  },
  {
    heading: nav.resources,
    links: [
      { label: nav.blog, to: '/blog' },
      { label: nav.mortgageNews, to: '/mortgage-news' },
      { label: nav.mobileApp, to: '/app' },
    ],
  },
  {
    heading: footer.company,
    links: [
      { label: nav.contact, to: '/contact' },
      { label: nav.becomeBroker, to: '/become-broker' },
      { label: nav.newsletter, to: '/newsletter' },
      { label: footer.privacyPolicy, to: '/privacy' },
      { label: footer.agentLogin, to: '/auth' },
    ],
  },
];

function LicenceDetails({ site }: { site: SiteSettings }) {
  // Each line only once the brokerage has filled it in: a fresh install shows no made-up licence.
  return (
    <address className="flex flex-col gap-1.5 text-sm text-navy-100 not-italic">
      {site.legalName ? <span className="font-semibold text-white">{site.legalName}</span> : null}
      {site.licenceLine ? (
        <span>
          {footer.licence}: {site.licenceLine}
        </span>
      ) : null}
      {site.officeAddress ? (
        <span>
          {footer.office}: {site.officeAddress}
        </span>
      ) : null}
      <LabelledPhone label={footer.phone} number={site.phone} linkClassName="underline-offset-4 hover:underline" />
      <LabelledPhone label={footer.tollFree} number={site.tollFree} linkClassName="underline-offset-4 hover:underline" />
    </address>
  );
}

export function SiteFooter() {
  const { data: site } = useSite();
  const teamName = useTeamName();
  const { pathname } = useLocation();
  // The brokerage's year (Toronto), so a server render and the browser agree on New Year's Eve.
  const year = brokerageYear(appClock.now());
  return (
    <footer className="mt-auto bg-navy-900 text-white [&_:focus-visible]:outline-white">
      {/* Phones: the bottom padding clears the floating chat button (48px, 16px off the edge), so the
          last line can be read once the page is scrolled to its end. */}
      <div className="mx-auto w-full max-w-7xl px-4 pt-12 pb-24 sm:px-6 sm:pb-12 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-2.5">
              <MapleLeaf className="size-9" />
              <span className="text-lg font-bold">{teamName}</span>
            </div>
            {site ? <LicenceDetails site={site} /> : null}
          </div>
          <nav aria-label={footer.navLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {groups.map((group) => (
              <div key={group.heading}>
                <h2 className="text-sm font-semibold tracking-wide text-navy-200 uppercase">{group.heading}</h2>
                <ul className="mt-3 flex flex-col gap-2">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={withAgentContext(link.to, pathname)}
                        className="text-sm text-navy-50 underline-offset-4 hover:text-white hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-navy-700 pt-6">
          {site?.disclaimer ? <Disclaimer text={site.disclaimer} /> : null}
          {site?.legalName || site?.teamName ? (
            <p className="text-xs text-navy-200">
              © {year} {(site.legalName || site.teamName).replace(/\.$/, '')}. {footer.rightsReserved}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
