import { Link } from '@/lib/localized-router';
import { UserRoundX } from 'lucide-react';
import { agentsMessages } from '@maple/shared/messages/agents';
import { Button } from '@/components/ui/button';

const m = agentsMessages.profile;

/** 'Agent Not Found' with a 'Return Home' link; with `onRetry`, the wording of a failed load and a retry button. */
export function AgentNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <UserRoundX className="size-12 text-navy-200" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{onRetry ? agentsMessages.profileLoadFailed : m.notFoundTitle}</h1>
      <p className="text-muted-foreground">{onRetry ? m.loadFailedText : m.notFoundText}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button size="lg" variant="outline" onClick={onRetry}>
            {m.tryAgain}
          </Button>
        ) : null}
        <Button asChild size="lg">
          <Link to="/">{m.returnHome}</Link>
        </Button>
      </div>
    </div>
  );
}
