import { ImageOff } from 'lucide-react';
import { blogMessages } from '@maple/shared/messages/blog';
import { cn } from '@/lib/cn';

/**
 * A post's featured image in a 16:9 box (the space is held before it loads), or a 'No image'
 * placeholder. The title is always beside it, so the picture is decorative (empty alt).
 */
export function PostImage({ src, eager = false, className }: { src: string | null; eager?: boolean; className?: string }) {
  return (
    <div className={cn('aspect-video w-full overflow-hidden bg-muted', className)}>
      {src ? (
        <img
          src={src}
          alt=""
          width={1280}
          height={720}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
          <ImageOff className="size-8" aria-hidden="true" />
          <span className="text-sm">{blogMessages.noImage}</span>
        </div>
      )}
    </div>
  );
}
