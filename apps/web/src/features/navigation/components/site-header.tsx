import type { ReactNode } from 'react';
import { footerMessages } from '@maple/shared/messages/footer';
import { LabelledPhone } from '@/components/labelled-phone';
import { useSite } from '@/features/site/api/site-queries';
import { BrandLink } from '@/features/site/components/brand-link';
import { LanguageSuggestion, LanguageSwitcher } from './language-switcher';
import { navEntries } from '../nav-items';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { PartnerBadge } from './partner-badge';

/** `actions` holds what the app composes in from other features (the sign-in button). */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const { data: site } = useSite();
  const entries = navEntries(site?.newsletterSignupUrl);
  return (
    // The slim bar scrolls away (a negative top of its height); the navigation row stays pinned.
    <header className="sticky top-0 z-40 bg-background lg:-top-9">
      {/* Large screens only: the network badge and phone numbers, in a slim bar above the navigation.
          The bar is drawn before the site's settings arrive, so filling it in moves nothing below. */}
      <div className="hidden bg-navy-900 text-white lg:block [&_:focus-visible]:outline-white">
        {site ? (
          <div className="mx-auto flex h-9 w-full max-w-7xl items-center justify-between gap-4 px-8 text-xs">
            <PartnerBadge name={site.partnerName} logoUrl={site.partnerLogoUrl} />
            <p className="flex items-center gap-4 text-navy-100">
              <LabelledPhone label={footerMessages.phone} number={site.phone} linkClassName="font-medium text-white hover:underline" />
              <LabelledPhone label={footerMessages.tollFree} number={site.tollFree} linkClassName="font-medium text-white hover:underline" />
            </p>
          </div>
        ) : (
          <div className="h-9" />
        )}
      </div>
      <div className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <BrandLink compact className="mr-auto" />
          <DesktopNav entries={entries} className="hidden shrink-0 md:block" />
          <div className="flex shrink-0 items-center gap-1">
            {/* Phones find it in the menu drawer. */}
            <LanguageSwitcher className="hidden md:inline-block" />
            {actions}
            <MobileNav entries={entries} className="md:hidden" />
          </div>
        </div>
      </div>
      <LanguageSuggestion />
    </header>
  );
}
