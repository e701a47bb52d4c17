import { ImageOff } from 'lucide-react';
import { blogMessages } from '@maple/shared/messages/blog';
import { cn } from '@/lib/cn';
import { ResponsiveImage } from '@/components/responsive-image';

/**
 * A post's featured image in a 16:9 box (the space is held before it loads), or a 'No image'
 * placeholder. The title is always beside it, so the picture is decorative (empty alt).
 */
export function PostImage({
  src,
  eager = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className,
}: {
  src: string | null;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  return (
    <div className={cn('aspect-video w-full overflow-hidden bg-muted', className)}>
      {src ? (
        <ResponsiveImage src={src} alt="" sizes={sizes} width={1280} height={720} priority={eager} className="size-full object-cover" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
          <ImageOff className="size-8" aria-hidden="true" />
          <span className="text-sm">{blogMessages.noImage}</span>
        </div>
      )}
    </div>
  );
}
