import { errorsMessages } from '@maple/shared/messages/errors';
import { ApiError, toApiError } from './api-client';

export type UploadOptions = {
  /** Text fields sent beside `file` (a document's name). */
  fields?: Record<string, string>;
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs one file as multipart field `file`. XMLHttpRequest rather than fetch: only it reports
 * upload progress, which the progress bar shows. Resolves with the parsed JSON answer; rejects
 * with an ApiError in the contract's shape, or an AbortError when cancelled.
 */
export function uploadFile(endpoint: string, file: File, options: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload);
      else reject(toApiError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', errorsMessages.network));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
