import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { messages } from '@maple/shared/messages';
import { Button } from '@/components/ui/button';

/** Shown when a page fails to render or its code cannot be fetched (often a deploy mid-visit). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-navy-900">{messages.shell.pageLoadError}</h1>
      <Button onClick={() => window.location.reload()}>{messages.shell.reload}</Button>
    </main>
  );
}
