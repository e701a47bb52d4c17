import { toast } from 'sonner';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import { useNewsConfig, useStartInoreaderOauth } from '@/features/news-articles/api/news-config-queries';
import { isApiError } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** 'Connect with Inoreader': the server makes the consent link (with a state bound to this session); Inoreader returns to /admin/inoreader-callback. */
export function InoreaderOauthCard() {
  const { data: config } = useNewsConfig();
  const start = useStartInoreaderOauth();
  const connect = () =>
    start.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(isApiError(error) ? error.message : m.oauthFailed),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.oauthTitle}</CardTitle>
        <CardDescription>{config?.configured ? m.oauthIntro : m.oauthNeedsApp}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={connect} disabled={!config?.configured || start.isPending}>
          {m.oauthConnect}
        </Button>
        {config?.oauthConnected ? <Badge variant="success">{m.oauthConnected}</Badge> : null}
      </CardContent>
    </Card>
  );
}
