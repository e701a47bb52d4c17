import { Package } from 'lucide-react';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { cn } from '@/lib/cn';
import { ResponsiveImage } from '@/components/responsive-image';

/** A product's picture, or a placeholder icon. Decorative: the product's name is the heading beside it. */
export function ProductImage({
  product,
  className = 'aspect-[16/9] w-full rounded-t-lg',
  placeholderClassName = 'h-36 w-full rounded-t-lg',
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  product: PublicProduct;
  className?: string;
  sizes?: string;
  /** The icon box's size when there is no picture; by default shorter than a picture. */
  placeholderClassName?: string;
}) {
  if (product.imageUrl) {
    return <ResponsiveImage src={product.imageUrl} alt="" sizes={sizes} className={cn('object-cover', className)} />;
  }
  return (
    <div aria-hidden="true" className={cn('flex items-center justify-center bg-navy-50 text-navy-700', placeholderClassName)}>
      <Package className="size-12" strokeWidth={1.5} />
    </div>
  );
}
