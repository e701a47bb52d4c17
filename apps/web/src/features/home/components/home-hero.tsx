import { homeMessages } from '@maple/shared/messages/home';
import { QuoteDialogLauncher } from '@/features/calculators/components/quote-dialog-launcher';
import { BestRateBadge } from './best-rate-badge';

const m = homeMessages;

export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 lg:py-24 [&_:focus-visible]:outline-white">
        <p className="text-sm font-semibold tracking-wide text-maple-200 uppercase">{m.heroEyebrow}</p>
        <h1 id="home-hero-title" className="max-w-4xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {m.heroTitle}
        </h1>
        <p className="max-w-2xl text-lg text-navy-100">{m.heroText}</p>
        {/* Reserved height: the badge arrives after the first paint and must not push the buttons down. */}
        <div className="min-h-32 sm:min-h-20">
          <BestRateBadge />
        </div>
        <QuoteDialogLauncher />
      </div>
    </section>
  );
}
