import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { ArrowLeft, Mail, MessageSquare, Phone } from 'lucide-react';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { pagesMessages } from '@maple/shared/messages/pages';
import { productsMessages } from '@maple/shared/messages/products';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { QueryStates } from '@/components/query-states';
import { initials } from '@/features/agents/agent-path';
import { usePublicAgent } from '@/features/agents/api/agent-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useProduct } from '@/features/products/api/product-queries';
import { agentActions, productHref, productPrice } from '@/features/products/product-links';
import { ProductImage } from '@/features/products/components/product-image';
import { referralAgent } from '@maple/shared/agent-links';

const m = productsMessages;

function BackLink({ agent }: { agent: string | null }) {
  return (
    <Link to={productHref('/products', agent)} className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.back}
    </Link>
  );
}

/** The chosen agent's Contact, Email and Call buttons (product page with `?agent=`). */
function AgentActions({ agent }: { agent: PublicAgentProfile }) {
  const actions = agentActions(agent);
  return (
    <section aria-labelledby="product-agent" className="flex flex-col gap-4 rounded-lg border bg-navy-50 p-5">
      <div className="flex items-center gap-3">
        <Avatar>
          {agent.headshotUrl ? <AvatarImage src={agent.headshotUrl} alt="" /> : null}
          <AvatarFallback>{initials(agent.name)}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-col">
          <h2 id="product-agent" className="text-base font-semibold text-navy-900">
            {m.agentTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            {m.agentText}: <span className="font-medium text-foreground">{agent.name}</span>
          </p>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
        <Button asChild>
          <Link to={actions.contact}>
            <MessageSquare aria-hidden="true" />
            {m.contact}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href={actions.email}>
            <Mail aria-hidden="true" />
            {m.email}
          </a>
        </Button>
        {actions.call ? (
          <Button asChild variant="outline">
            <a href={actions.call}>
              <Phone aria-hidden="true" />
              {m.call}
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** /products/:id (optional `?agent=` slug or id: adds that agent's Contact, Email and Call). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const agentParam = referralAgent(params);
  const product = useProduct(id);
  const agent = usePublicAgent(agentParam);
  usePageTitle(product.data?.name ?? pagesMessages.productDetail);

  useEffect(() => {
    if (product.error) console.error('Failed to load product', product.error);
  }, [product.error]);

  const shell = 'mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8';

  return (
    <QueryStates
      query={product}
      pending={
        <div className={shell}>
          <h1 className="sr-only">{pagesMessages.productDetail}</h1>
          <PageSpinner />
        </div>
      }
      failed={
        <div className={shell}>
          <BackLink agent={agentParam} />
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{m.notFound}</h1>
        </div>
      }
    >
      {(found) => <ProductDetail found={found} shell={shell} agentParam={agentParam} referrer={agent.data} />}
    </QueryStates>
  );
}

/** The product once read; `referrer` is the agent whose link brought the visitor (their contact buttons). */
function ProductDetail({ found, shell, agentParam, referrer }: { found: PublicProduct; shell: string; agentParam: string | null; referrer: PublicAgentProfile | undefined }) {
  const { name, description, content } = found;
  const price = productPrice(found.price);
  return (
    <article className={shell}>
      <BackLink agent={agentParam} />
      <div className="grid gap-6 md:grid-cols-2 md:gap-8">
        <ProductImage product={found} sizes="(min-width: 768px) 50vw, 100vw" className="aspect-[4/3] w-full rounded-lg" placeholderClassName="aspect-[4/3] w-full rounded-lg max-md:h-40 max-md:aspect-auto" />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{name}</h1>
          {description ? <p className="text-lg text-muted-foreground">{description}</p> : null}
          {price ? (
            <p className="text-2xl font-semibold text-navy-900">
              <span className="sr-only">{m.price}: </span>
              {price}
            </p>
          ) : null}
          {referrer ? <AgentActions agent={referrer} /> : null}
        </div>
      </div>
      {content ? <div className="leading-relaxed break-words whitespace-pre-line">{content}</div> : null}
    </article>
  );
}
