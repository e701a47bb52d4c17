import { useState } from 'react';

/** Our own placeholder photo (public/images), used when an article has no image or its image fails to load. */
export const newsPlaceholderSrc = '/images/news-placeholder.svg';

/**
 * An article's picture in a 16:9 box. The title is next to it, so the picture is decorative
 * (empty alt). A broken outside image is swapped for the placeholder (spec §8).
 */
export function NewsImage({ src, eager = false }: { src: string | null; eager?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : newsPlaceholderSrc;
  return (
    <div className="aspect-video w-full overflow-hidden bg-muted">
      <img
        src={shown}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
        className="size-full object-cover"
      />
    </div>
  );
}
