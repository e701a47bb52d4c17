import { useEffect } from 'react';
import { Link, useLocation } from '@/lib/localized-router';
import { notFoundMessages } from '@maple/shared/messages/not-found';
import { pagesMessages } from '@maple/shared/messages/pages';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle(pagesMessages.notFound);

  useEffect(() => {
    console.warn('404: user attempted to access', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-maple-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{notFoundMessages.title}</h1>
      <Button asChild size="lg">
        <Link to="/">{notFoundMessages.homeLink}</Link>
      </Button>
    </div>
  );
}
