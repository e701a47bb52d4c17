import { pagesMessages } from '@maple/shared/messages/pages';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { HomeClaims } from './home-claims';
import { HomeHero } from './home-hero';
import { HomeLenders } from './home-lenders';
import { HomeNews } from './home-news';
import { HomeRates } from './home-rates';
import { HomeTestimonials } from './home-testimonials';

/**
 * The home page ships in the first download, so it stays light: no zod, no form library, no
 * Radix beyond what the header already loads; the quote dialog loads on first use.
 */
export function HomePage() {
  usePageTitle(pagesMessages.home);
  return (
    <>
      <HomeHero />
      <HomeClaims />
      <HomeRates />
      <HomeLenders />
      <HomeTestimonials />
      <HomeNews />
    </>
  );
}
