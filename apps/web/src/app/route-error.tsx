import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { shellMessages } from '@maple/shared/messages/shell';
import { Button } from '@/components/ui/button';

/** Shown when a page fails to render or its code cannot be fetched (often a deploy mid-visit). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-navy-900">{shellMessages.pageLoadError}</h1>
      <Button onClick={() => window.location.reload()}>{shellMessages.reload}</Button>
    </main>
  );
}
