import { useEffect } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { ArrowRight, House } from 'lucide-react';
import type { PublicService } from '@maple/shared/schemas/services';
import { pagesMessages } from '@maple/shared/messages/pages';
import { servicesMessages } from '@maple/shared/messages/services';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { QueryStates } from '@/components/query-states';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useServices } from '@/features/services/api/service-queries';
import { contactHref, servicePreview, withAgentParam } from '@/features/services/service-text';
import { referralAgent } from '@maple/shared/agent-links';
import { ResponsiveImage } from '@/components/responsive-image';

const m = servicesMessages;

function ServiceImage({ service }: { service: PublicService }) {
  if (service.imageUrl) {
    // Decorative: the card's heading names the service.
    return <ResponsiveImage src={service.imageUrl} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/9] w-full rounded-t-lg object-cover" />;
  }
  return (
    <div aria-hidden="true" className="flex h-36 w-full items-center justify-center rounded-t-lg bg-navy-50 text-navy-700 sm:h-44">
      <House className="size-12" strokeWidth={1.5} />
    </div>
  );
}

function ServiceCard({ service, agent }: { service: PublicService; agent: string | null }) {
  const preview = servicePreview(service);
  return (
    <li className="flex flex-col rounded-lg border bg-background shadow-sm">
      <ServiceImage service={service} />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 className="text-xl font-semibold tracking-tight text-navy-900">{service.name}</h2>
        {preview ? <p className="flex-1 text-muted-foreground">{preview}</p> : <div className="flex-1" />}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild>
            <Link to={withAgentParam(`/services/${service.id}`, agent)} aria-label={`${m.viewDetails}: ${service.name}`}>
              {m.viewDetails}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={contactHref(agent)}>{m.contactUs}</Link>
          </Button>
        </div>
      </div>
    </li>
  );
}

const empty = <p className="mt-10 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{m.empty}</p>;

/** /services: every mortgage service as a card. A failed fetch is logged and reads as "none" (public-site §8). */
export function ServicesPage() {
  usePageTitle(pagesMessages.services);
  const [params] = useSearchParams();
  const agent = referralAgent(params);
  const services = useServices();

  useEffect(() => {
    if (services.error) console.error('Failed to load services', services.error);
  }, [services.error]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{pagesMessages.services}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>
      <QueryStates query={services} pending={<PageSpinner minHeight="min-h-[30vh]" />} failed={empty}>
        {(list) =>
          list.length === 0 ? (
            empty
          ) : (
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {list.map((service) => (
                <ServiceCard key={service.id} service={service} agent={agent} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
