import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { filesMessages } from '@maple/shared/messages/files';
import { AppError } from './app-error.ts';
import { maxInputPixels } from './image-encode.ts';

/** HEIF containers by their bytes (file-type: brand `heic`/`heix` → heic, `mif1` → heif); browsers show neither. */
export const heifTypes: readonly string[] = ['image/heic', 'image/heif'];

/** A 12 MP phone photo decodes in about a second here; this leaves room for 48 MP on a busy machine. */
export const heicDecodeTimeoutMs = 15_000;
// Each decode is one CPU-bound thread and up to ~1 GB of WebAssembly memory for 50 MP: two at once
// use both cores of a small machine; further uploads wait their turn.
const maxConcurrentDecodes = 2;

// heic-decode is CommonJS and runs in the worker below, which loads it by this resolved path
// (an eval'd worker would resolve a bare name from the working directory, not from here).
const decoderPath = createRequire(import.meta.url).resolve('heic-decode');

// The worker: parse the container, refuse a picture over the pixel cap from its header alone, then
// decode the first top-level image (the photo) to RGBA and hand its buffer back without a copy.
// libheif reports its failures with console.log: silenced, the answer says enough.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
console.log = () => {};
const decode = require(workerData.decoderPath);
(async () => {
  const [image] = await decode.all({ buffer: workerData.bytes });
  if (image.width * image.height > workerData.maxPixels) return parentPort.postMessage({ tooManyPixels: true });
  const { width, height, data } = await image.decode();
  parentPort.postMessage({ width, height, data }, [data.buffer]);
})().catch(() => parentPort.postMessage({ unreadable: true }));
`;

type Decoded = { width: number; height: number; data: Uint8ClampedArray };
type WorkerAnswer = Decoded | { tooManyPixels: true } | { unreadable: true };

let running = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<() => void> {
  while (running >= maxConcurrentDecodes) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Decodes a HEIC/HEIF upload and writes it as a JPEG a browser can show. sharp's prebuilt libvips
 * reads the HEIF container but has no HEVC decoder, so libheif (WebAssembly, through heic-decode)
 * does the decoding in a worker thread of its own: a file that would loop or exhaust memory is cut
 * off at `timeoutMs` by ending the worker, and every decode starts from a fresh WebAssembly heap
 * (libheif's never shrinks, and it leaks on some malformed files). Rotation and mirroring recorded
 * in the file are applied by libheif; metadata (EXIF with GPS) is not carried over; transparency
 * becomes white. Not a HEIF, broken or too slow: 415 with the document-type message; more pixels
 * than images may have: 413.
 */
export async function heicToJpeg(bytes: Uint8Array, { timeoutMs = heicDecodeTimeoutMs, maxPixels = maxInputPixels } = {}): Promise<Uint8Array> {
  const release = await takeSlot();
  let answer: WorkerAnswer | null;
  try {
    answer = await decodeInWorker(bytes, timeoutMs, maxPixels);
  } finally {
    release();
  }
  if (answer && 'tooManyPixels' in answer) throw new AppError('too_large', filesMessages.imageTooManyPixels);
  if (!answer || 'unreadable' in answer) throw new AppError('unsupported_media_type', filesMessages.documentType, { file: filesMessages.documentType });
  const { width, height, data } = answer;
  const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}

/** The worker's answer, or null when it failed, exited or ran out of time. */
function decodeInWorker(bytes: Uint8Array, timeoutMs: number, maxPixels: number): Promise<WorkerAnswer | null> {
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { decoderPath, bytes, maxPixels } });
    let settled = false;
    const settle = (answer: WorkerAnswer | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => settle(answer));
    worker.once('error', () => settle(null));
    worker.once('exit', () => settle(null));
  });
}
