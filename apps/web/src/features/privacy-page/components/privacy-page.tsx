import { pagesMessages } from '@maple/shared/messages/pages';
import { privacyPolicyMessages as m } from '@maple/shared/messages/privacy-policy';
import { shellMessages } from '@maple/shared/messages/shell';
import { formatDate } from '@/lib/format-date';
import { fillMessage } from '@/lib/message-template';
import { QueryStates } from '@/components/query-states';
import { MarkdownContent } from '@/features/blog/components/markdown-content';
import { usePrivacyPolicy } from '@/features/privacy/api/privacy-policy-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';

/**
 * /privacy (issue 26): the policy in force, rendered on the server so it reads without JavaScript.
 * Its Markdown is rendered as a blog post's is: no raw HTML, links checked (ARCHITECTURE §8).
 */
export function PrivacyPage() {
  usePageTitle(pagesMessages.privacy);
  const policy = usePrivacyPolicy();
  const { data } = policy;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{m.title}</h1>
        {data ? (
          <p className="text-sm text-muted-foreground">
            <time dateTime={data.updatedAt}>{fillMessage(m.lastUpdated, { date: formatDate(data.updatedAt) })}</time>
          </p>
        ) : null}
      </header>
      <QueryStates
        query={policy}
        messages={{ loading: shellMessages.loading }}
        className="min-h-[50vh]"
        failed={
          <p role="alert" className="text-destructive">
            {m.loadFailed}
          </p>
        }
      >
        {(policyInForce) => <MarkdownContent source={policyInForce.markdown} className="text-base text-foreground" />}
      </QueryStates>
    </div>
  );
}
