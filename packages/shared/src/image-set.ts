// Stored images carry their size in their key (decision 012), so any screen holding only a URL
// can give the browser a srcset and reserve the image's box before it loads.

/** Narrower WebP widths made beside each stored image, when the image is wider than them. */
export const imageVariantWidths = [320, 640, 1280] as const;

export type ImageSet = { src: string; width: number; height: number; srcSet: string };

/** `{stem}-{width}x{height}` is the full image's key without `.webp`; widths get `-{w}w` after it. */
export const fullImageKey = (base: string, width: number, height: number) => `${base}-${width}x${height}.webp`;
export const variantImageKey = (base: string, width: number, height: number, variantWidth: number) =>
  `${base}-${width}x${height}-${variantWidth}w.webp`;

const sizedUrl = /^(.+)-(\d{1,5})x(\d{1,5})\.webp$/;

/** The srcset and intrinsic size of one of our stored image URLs; null for any other URL. */
export function imageSetOf(url: string): ImageSet | null {
  const match = sizedUrl.exec(url);
  if (!match) return null;
  const [, stem, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (!width || !height) return null;
  const narrower = imageVariantWidths.filter((v) => v < width).map((v) => `${stem}-${w}x${h}-${v}w.webp ${v}w`);
  return { src: url, width, height, srcSet: [...narrower, `${url} ${width}w`].join(', ') };
}
