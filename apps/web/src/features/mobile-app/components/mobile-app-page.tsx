import { BellRing, FileUp, ListChecks, MessagesSquare, Smartphone, type LucideIcon } from 'lucide-react';
import { mobileAppMessages } from '@maple/shared/messages/mobile-app';
import { pagesMessages } from '@maple/shared/messages/pages';
import { usePageTitle } from '@/features/site/hooks/use-page-title';

const m = mobileAppMessages;

/** The features' icons, in the order of the message module's features. */
const featureIcons: LucideIcon[] = [ListChecks, FileUp, BellRing, MessagesSquare];

/** A store button that is honest about not being available yet: it does nothing and says so. */
function StoreButton({ label, platform, noteId }: { label: string; platform: string; noteId: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={noteId}
      className="inline-flex h-14 min-w-52 cursor-not-allowed items-center gap-3 rounded-lg bg-navy-950 px-5 text-left text-white opacity-75"
    >
      <Smartphone aria-hidden="true" className="size-6 shrink-0" />
      <span className="flex flex-col leading-tight">
        {/* The platform's own name, the same in every language. */}
        <span lang="en" className="text-xs text-navy-100">
          {platform}
        </span>
        <span className="text-sm font-semibold">{label}</span>
      </span>
    </button>
  );
}

/** /app: what the mobile app will do. The store buttons are placeholders (public-site §2). */
export function MobileAppPage() {
  usePageTitle(pagesMessages.mobileApp);
  const noteId = 'app-coming-soon';
  return (
    <div className="flex flex-col">
      <section className="bg-navy-50">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{pagesMessages.mobileApp}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{m.intro}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <StoreButton platform="iOS" label={m.downloadIos} noteId={noteId} />
            <StoreButton platform="Android" label={m.downloadAndroid} noteId={noteId} />
          </div>
          <p id={noteId} className="text-sm font-medium text-navy-900">
            {m.notInStores}
          </p>
        </div>
      </section>
      <section aria-labelledby="app-features" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="app-features" className="text-2xl font-bold tracking-tight text-navy-900">
          {m.featuresTitle}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2">
          {m.features.map((f, i) => {
            const Icon = featureIcons[i] ?? Smartphone;
            return (
              <li key={f.title} className="flex gap-4 rounded-lg border bg-background p-5 shadow-sm sm:p-6">
                <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-maple-50 text-maple-700 [&_svg]:size-6">
                  <Icon />
                </span>
                <div className="flex flex-col gap-1.5">
                  <h3 className="text-lg font-semibold text-navy-900">{f.title}</h3>
                  <p className="text-muted-foreground">{f.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
