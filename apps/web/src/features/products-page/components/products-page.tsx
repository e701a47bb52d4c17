import { useEffect } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { ArrowRight } from 'lucide-react';
import { toast } from 'sonner';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { pagesMessages } from '@maple/shared/messages/pages';
import { productsMessages } from '@maple/shared/messages/products';
import { PageSpinner } from '@/components/ui/spinner';
import { QueryStates } from '@/components/query-states';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useProducts } from '@/features/products/api/product-queries';
import { productHref, productPrice } from '@/features/products/product-links';
import { ProductImage } from '@/features/products/components/product-image';
import { referralAgent } from '@maple/shared/agent-links';

const m = productsMessages;

function ProductCard({ product, agent }: { product: PublicProduct; agent: string | null }) {
  const price = productPrice(product.price);
  return (
    <li className="relative flex flex-col rounded-lg border bg-background shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ProductImage product={product} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold tracking-tight text-navy-900">{product.name}</h2>
        {product.description ? <p className="flex-1 text-sm text-muted-foreground">{product.description}</p> : <div className="flex-1" />}
        {price ? (
          <p className="text-base font-semibold text-navy-900">
            <span className="sr-only">{m.price}: </span>
            {price}
          </p>
        ) : null}
        {/* The link's box covers the card: one click target, one accessible name. */}
        <Link
          to={productHref(`/products/${product.id}`, agent)}
          aria-label={`${m.viewDetails}: ${product.name}`}
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-primary after:absolute after:inset-0 after:rounded-lg hover:underline"
        >
          {m.viewDetails}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

const empty = <p className="mt-10 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{m.empty}</p>;

/** /products (optional `?agent=`, kept on the links to each product). */
export function ProductsPage() {
  usePageTitle(pagesMessages.products);
  const [params] = useSearchParams();
  const agent = referralAgent(params);
  const products = useProducts();

  useEffect(() => {
    if (!products.error) return;
    console.error('Failed to fetch products', products.error);
    toast.error(m.fetchFailed);
  }, [products.error]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{pagesMessages.products}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>
      {/* A failed read says the list is empty; the toast says why. */}
      <QueryStates query={products} pending={<PageSpinner minHeight="min-h-[30vh]" />} failed={empty}>
        {(list) =>
          list.length === 0 ? (
            empty
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((product) => (
                <ProductCard key={product.id} product={product} agent={agent} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
