import { useEffect, useRef } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import { pagesMessages } from '@maple/shared/messages/pages';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useFinishInoreaderOauth } from '@/features/news-articles/api/news-config-queries';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';

/**
 * Where Inoreader sends the super admin back after consent. The server checks the state against
 * this session, exchanges the code and stores the tokens; this page only reports the outcome.
 */
export function InoreaderCallbackPage() {
  usePageTitle(pagesMessages.inoreaderCallback);
  const [params] = useSearchParams();
  const finish = useFinishInoreaderOauth();
  const sent = useRef(false);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';

  useEffect(() => {
    // The state is single-use: StrictMode's second effect must not send it again.
    if (sent.current || !code || !state) return;
    sent.current = true;
    finish.mutate({ code, state });
  }, [code, state, finish]);

  const failed = !code || !state || finish.isError;
  const message = !code || !state ? m.oauthStateInvalid : isApiError(finish.error) ? finish.error.message : m.oauthFailed;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{pagesMessages.inoreaderCallback}</h1>
      {finish.isSuccess ? (
        <p role="status" className="text-lg">{m.oauthDone}</p>
      ) : failed ? (
        <p role="alert" className="text-lg text-destructive">{message}</p>
      ) : (
        <PageSpinner minHeight="min-h-32" />
      )}
      <div>
        <Button asChild variant="outline">
          <Link to="/super-admin?tab=inoreader">{m.oauthBack}</Link>
        </Button>
      </div>
    </div>
  );
}
