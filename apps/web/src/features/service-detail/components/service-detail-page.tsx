import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { ArrowLeft, Check } from 'lucide-react';
import { pagesMessages } from '@maple/shared/messages/pages';
import type { PublicService } from '@maple/shared/schemas/services';
import { servicesMessages } from '@maple/shared/messages/services';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { QueryStates } from '@/components/query-states';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useService } from '@/features/services/api/service-queries';
import { contactHref, serviceFeatures, withAgentParam } from '@/features/services/service-text';
import { referralAgent } from '@maple/shared/agent-links';
import { ResponsiveImage } from '@/components/responsive-image';

const m = servicesMessages;

function BackLink({ agent }: { agent: string | null }) {
  return (
    <Link
      to={withAgentParam('/services', agent)}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.back}
    </Link>
  );
}

/** /services/:id. The content is shown as text with its line breaks kept, never as HTML. */
export function ServiceDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const agent = referralAgent(params);
  const service = useService(id);
  usePageTitle(service.data?.name ?? pagesMessages.serviceDetail);

  useEffect(() => {
    if (service.error) console.error('Failed to load service', service.error);
  }, [service.error]);

  const shell = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8';

  return (
    <QueryStates
      query={service}
      pending={
        <div className={shell}>
          <h1 className="sr-only">{pagesMessages.serviceDetail}</h1>
          <PageSpinner />
        </div>
      }
      failed={
        <div className={shell}>
          <BackLink agent={agent} />
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{m.notFound}</h1>
        </div>
      }
    >
      {(found) => <ServiceDetail found={found} shell={shell} agent={agent} />}
    </QueryStates>
  );
}

/** The service once read. */
function ServiceDetail({ found, shell, agent }: { found: PublicService; shell: string; agent: string | null }) {
  const { name, description, content, imageUrl } = found;
  const features = serviceFeatures(found.features);
  return (
    <article className={shell}>
      <BackLink agent={agent} />
      {imageUrl ? <ResponsiveImage src={imageUrl} alt="" priority sizes="(min-width: 1024px) 1024px, 100vw" className="aspect-[16/9] w-full rounded-lg object-cover sm:aspect-[21/9]" /> : null}
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{name}</h1>
        {description ? <p className="text-lg text-muted-foreground">{description}</p> : null}
      </header>
      {content ? (
        <div data-testid="service-content" className="leading-relaxed break-words whitespace-pre-line text-foreground">
          {content}
        </div>
      ) : null}
      {features.length > 0 ? (
        <section aria-labelledby="service-features" className="flex flex-col gap-3 rounded-lg bg-navy-50 p-5 sm:p-6">
          <h2 id="service-features" className="text-lg font-semibold text-navy-900">
            {m.features}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maple-700" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="service-cta" className="flex flex-col gap-4 rounded-lg border p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="service-cta" className="text-lg font-semibold text-navy-900">
            {m.ctaTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{m.ctaText}</p>
        </div>
        <Button asChild className="shrink-0">
          <Link to={contactHref(agent)}>{m.contactUs}</Link>
        </Button>
      </section>
    </article>
  );
}
