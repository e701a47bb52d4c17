import { Package } from 'lucide-react';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { cn } from '@/lib/cn';

/** A product's picture, or a placeholder icon. Decorative: the product's name is the heading beside it. */
export function ProductImage({
  product,
  className = 'aspect-[16/9] w-full rounded-t-lg',
  placeholderClassName = 'h-36 w-full rounded-t-lg',
}: {
  product: PublicProduct;
  className?: string;
  /** The icon box's size when there is no picture; by default shorter than a picture. */
  placeholderClassName?: string;
}) {
  if (product.imageUrl) {
    return <img src={product.imageUrl} alt="" loading="lazy" className={cn('object-cover', className)} />;
  }
  return (
    <div aria-hidden="true" className={cn('flex items-center justify-center bg-navy-50 text-navy-700', placeholderClassName)}>
      <Package className="size-12" strokeWidth={1.5} />
    </div>
  );
}
