import { imageSetOf } from '@maple/shared/image-set';

type ResponsiveImageProps = {
  src: string;
  alt: string;
  /** The image's rendered width per layout, for the browser to pick a width from srcset. */
  sizes?: string;
  /** Above the fold (a profile's headshot, a post's cover): load at once rather than lazily. */
  priority?: boolean;
  /** For an outside URL, whose size the URL cannot tell. */
  width?: number;
  height?: number;
  className?: string;
};

/**
 * An image from our files with every stored width offered in srcset and its intrinsic size set,
 * so the page does not shift when it arrives (give it `h-auto` or `object-cover` with a box);
 * an outside URL (a product image by address) is shown as it is.
 */
export function ResponsiveImage({ src, alt, sizes = '100vw', priority = false, width, height, className }: ResponsiveImageProps) {
  const set = imageSetOf(src);
  return (
    <img
      src={src}
      srcSet={set?.srcSet}
      sizes={set ? sizes : undefined}
      width={set?.width ?? width}
      height={set?.height ?? height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
