import { usePageTitle } from '@/features/site/hooks/use-page-title';

/** A page that a later piece of work fills in: its heading and title only, no invented content. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
    </div>
  );
}
