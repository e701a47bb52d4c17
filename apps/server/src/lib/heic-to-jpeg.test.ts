// The HEIC decoder's limits, which the documents API tests cannot reach with a real file: a
// decode that runs out of time, and several uploads at once.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { filesMessages } from '@maple/shared/messages/files';
import { heicScan } from '../test/upload-fixtures.ts';
import { heicToJpeg } from './heic-to-jpeg.ts';

describe('heicToJpeg', () => {
  it('ends a decode that outlasts its time limit with 415, and the next one still runs', async () => {
    await expect(heicToJpeg(heicScan(), { timeoutMs: 1 })).rejects.toMatchObject({ code: 'unsupported_media_type', message: filesMessages.documentType });
    expect(await sharp(await heicToJpeg(heicScan())).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('refuses a picture over the pixel cap from its header, with 413', async () => {
    await expect(heicToJpeg(heicScan(), { maxPixels: 64 * 48 - 1 })).rejects.toMatchObject({ code: 'too_large', message: filesMessages.imageTooManyPixels });
  });

  it('decodes five uploads arriving together (two at a time), each to its JPEG', async () => {
    const jpegs = await Promise.all(Array.from({ length: 5 }, () => heicToJpeg(heicScan())));
    for (const jpeg of jpegs) expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });
});
