import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { errorsMessages } from '@maple/shared/messages/errors';
import { filesMessages as m } from '@maple/shared/messages/files';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { fillMessage } from '@/lib/message-template';
import { uploadFile } from '@/lib/upload-file';
import { acceptFor, precheckUpload, type UploadKind } from './upload-precheck';

export type FileUploadProps = {
  /** What is uploaded here, e.g. 'Headshot': names the drop zone, its button and progress bar. */
  label: string;
  /** Where the file is POSTed as multipart field `file`. */
  endpoint: string;
  kind: UploadKind;
  /** Text fields sent beside the file. */
  fields?: Record<string, string>;
  /** The image stored now, shown until a new one replaces it. */
  previewUrl?: string | null;
  successMessage?: string;
  /** The spec's failure toast; a function receives the server's reason ('Failed to upload document: {reason}'). */
  failureMessage: string | ((reason: string) => string);
  /** The parsed answer of a successful upload; refresh cached copies here. */
  onUploaded: (answer: unknown) => void;
  disabled?: boolean;
  className?: string;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One place to upload a file: drop it or choose it, watch the real upload progress, cancel.
 * The file is checked here only for what the server would refuse anyway (size, declared type);
 * the server reads the bytes and decides.
 */
export function FileUpload({ label, endpoint, kind, fields, previewUrl, successMessage, failureMessage, onUploaded, disabled, className }: FileUploadProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  // The chosen image, shown while it uploads and until the stored one arrives as previewUrl.
  const [localPreview, setLocalPreview] = useState<{ url: string; replaces: string | null | undefined } | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview.url);
  }, [localPreview]);
  // Adjusting state during render: the stored image has replaced the one the local preview stood for.
  if (localPreview && progress === null && previewUrl !== localPreview.replaces) setLocalPreview(null);

  const busy = progress !== null;

  const fail = (reason: string) => {
    if (typeof failureMessage === 'function') toast.error(failureMessage(reason));
    else toast.error(failureMessage, { description: reason });
  };

  async function upload(file: File) {
    const problem = precheckUpload(kind, file);
    if (problem) return fail(problem);
    const abort = new AbortController();
    controller.current = abort;
    if (kind === 'image') setLocalPreview({ url: URL.createObjectURL(file), replaces: previewUrl });
    setProgress(0);
    try {
      const answer = await uploadFile(endpoint, file, { fields, signal: abort.signal, onProgress: setProgress });
      if (successMessage) toast.success(successMessage);
      onUploaded(answer);
    } catch (error) {
      setLocalPreview(null);
      if (isAbort(error)) {
        if (controller.current === abort) toast.info(m.uploadCancelled);
      } else {
        fail(error instanceof Error ? error.message : errorsMessages.internal);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy && !disabled) void upload(file);
  };

  const shown = localPreview?.url ?? previewUrl;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <div
      className={cx(
        'flex flex-col gap-3 rounded-lg border-2 border-dashed p-4 sm:flex-row sm:items-center',
        dragging ? 'border-primary bg-accent' : 'border-border',
        className,
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy && !disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {kind === 'image' && shown ? (
        <img src={shown} alt={fillMessage(m.previewAlt, { label: label.toLowerCase() })} className="size-20 shrink-0 rounded-md object-cover" />
      ) : null}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-medium">{label}</p>
        {busy ? (
          <>
            <div
              role="progressbar"
              aria-label={fillMessage(m.uploadingLabel, { label: label.toLowerCase() })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm text-muted-foreground">{fillMessage(m.uploadingPercent, { percent })}</span>
              <Button variant="outline" size="sm" onClick={() => controller.current?.abort()}>
                {m.cancelUpload}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p id={hintId} className="text-sm text-muted-foreground">
              {m.dropHint} {kind === 'image' ? m.imageHint : m.documentHint}
            </p>
            <input
              ref={inputRef}
              type="file"
              className="hidden"
              accept={acceptFor[kind]}
              aria-label={label}
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button variant="outline" size="sm" disabled={disabled} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden="true" />
              {m.chooseFile}
              <span className="sr-only"> ({label})</span>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
