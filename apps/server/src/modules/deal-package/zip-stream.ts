import { Zip, ZipPassThrough } from 'fflate';

/** One file of the archive: bytes in hand, or a stream opened when its turn comes. */
export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; open: () => Promise<ReadableStream<Uint8Array>> };

/**
 * A ZIP archive as a web stream, written as it is read (fflate's streaming `Zip`): each entry is
 * stored as it is (PDFs, JPEGs and PNGs are compressed already), and a stored file is pulled from
 * its stream one chunk per read of the archive, so a slow download never holds the documents in
 * memory. The archive ends after the last entry.
 */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  const out: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else out.push(chunk);
  });
  let index = 0;
  let current: { file: ZipPassThrough; reader: ReadableStreamDefaultReader<Uint8Array> } | null = null;

  /** Feeds the archive until it has something to hand out, or ends it. */
  async function advance(): Promise<boolean> {
    while (out.length === 0) {
      if (current) {
        const { done, value } = await current.reader.read();
        if (done) {
          current.file.push(new Uint8Array(0), true);
          current = null;
        } else {
          current.file.push(value, false);
        }
        continue;
      }
      const entry = entries[index++];
      if (!entry) {
        zip.end();
        return false;
      }
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      if ('bytes' in entry) file.push(entry.bytes, true);
      else current = { file, reader: (await entry.open()).getReader() };
    }
    return true;
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const more = await advance();
      if (failed) return controller.error(failed);
      while (out.length) controller.enqueue(out.shift()!);
      if (!more) controller.close();
    },
    async cancel() {
      await current?.reader.cancel();
    },
  });
}
