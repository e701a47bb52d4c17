import sharp, { type Sharp } from 'sharp';
import { imageVariantWidths } from '@maple/shared/image-set';
import { filesMessages } from '@maple/shared/messages/files';
import { AppError } from './app-error.ts';

/** Decoding stops above this many pixels: 50 MP covers every phone camera short of its 200 MP mode. */
export const maxInputPixels = 50_000_000;
/** The longest side kept; larger photos only cost bandwidth on a profile page. */
export const maxSide = 2560;

export type EncodedImage = { bytes: Uint8Array; width: number; height: number };

/**
 * Decodes an uploaded image and writes it again as WebP: the orientation tag is applied to the
 * pixels, every metadata block (EXIF with GPS, XMP, ICC comments) is dropped because sharp keeps
 * none unless asked, and only the first frame of an animation is kept. The first result is the
 * full image (longest side at most 2560 px), then one per narrower srcset width.
 */
export async function encodeImage(input: Uint8Array): Promise<EncodedImage[]> {
  const open = () => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false });
  let full: EncodedImage;
  try {
    // metadata() reads the header only, so a decompression bomb is refused before any decoding.
    const meta = await open().metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) throw new AppError('too_large', filesMessages.imageTooManyPixels);
    full = await encode(open().rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message)) throw new AppError('too_large', filesMessages.imageTooManyPixels);
    throw new AppError('bad_request', filesMessages.imageUnreadable, { file: filesMessages.imageUnreadable });
  }
  const narrower = imageVariantWidths.filter((width) => width < full.width);
  const variants = await Promise.all(narrower.map((width) => encode(sharp(full.bytes).resize({ width }))));
  return [full, ...variants];
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
