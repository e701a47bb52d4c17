import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { fileDocumentsMessages as d } from '@maple/shared/messages/file-documents';
import { pageLanguage } from '@maple/shared/messages/locale';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { deletePortalDocumentFile, readPortalDocuments, type PortalDocument, type PortalFile } from '../portal-api';
import { documentLabel, documentSizeText, precheckDocument, shouldRetryUpload, uploadPercent, uploadRefusal } from '../document-upload';
import { PortalCard } from './portal-frame';

const accept = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';
const chunkSize = 5 * 1024 * 1024;

type Load = PortalDocument[] | 'loading' | 'failed';
/** An upload under way: its bar's value and whether it waits to resume after a dropped connection. */
type Sending = { name: string; percent: number; resuming: boolean };

/**
 * The file's documents (issue 39 §5, decision 099), as the server keeps them: each item with its
 * status in words, the agent's reason when it needs attention, its files (the borrower's own may be
 * deleted until accepted) and an Upload button for several files at once. Uploads go by tus
 * (tus-js-client, loaded only when the first one starts: the portal's first download has no room for
 * it) and resume on their own after a dropped connection.
 */
export function DocumentsCard({ file }: { file: PortalFile }) {
  const [items, setItems] = useState<Load>('loading');
  const load = useCallback(
    () =>
      readPortalDocuments().then(
        (answer) => setItems(answer.items),
        () => setItems((shown) => (Array.isArray(shown) ? shown : 'failed')),
      ),
    [],
  );
  useEffect(() => void load(), [load]);

  return (
    <PortalCard title={t.documents.title}>
      {items === 'loading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {d.portal.loading}
        </p>
      ) : items === 'failed' ? (
        <>
          <p role="alert" className="text-sm">
            {d.portal.loadFailed}
          </p>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => {
              setItems('loading');
              void load();
            }}
          >
            {m.tryAgain}
          </Button>
        </>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.checklistEmpty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.documents.intro}</p>
          <ul className="flex flex-col divide-y" aria-label={t.documents.title}>
            {items.map((item) => (
              <DocumentItem key={item.id} item={item} closed={file.closed} onChanged={load} />
            ))}
          </ul>
        </>
      )}
    </PortalCard>
  );
}

function DocumentItem({ item, closed, onChanged }: { item: PortalDocument; closed: boolean; onChanged: () => Promise<void> }) {
  const id = useId();
  const label = documentLabel(item);
  const [sending, setSending] = useState<Sending | null>(null);
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // A delete cannot be undone: the row asks first, in place (the portal has no dialogs, decision 095).
  const [confirming, setConfirming] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const open = !closed && item.status !== 'accepted';

  const onChoose = async (chosen: File[]) => {
    const texts: string[] = [];
    let refused = false;
    // One at a time: a phone's connection carries one well, and the bar then says where it is.
    for (const chosenFile of chosen) {
      const refusal = precheckDocument(chosenFile) ?? (await sendFile(item.id, chosenFile, setSending));
      if (refusal) refused = true;
      texts.push(refusal ? d.portal.refused(chosenFile.name, refusal) : d.portal.uploaded(chosenFile.name));
    }
    setSending(null);
    setSaid({ text: texts.join(' '), alert: refused });
    await onChanged();
    inputRef.current?.focus();
  };

  const onDelete = async (documentFileId: string, name: string) => {
    setConfirming(null);
    setDeleting(documentFileId);
    try {
      await deletePortalDocumentFile(item.id, documentFileId);
      setSaid({ text: d.portal.deleted(name), alert: false });
    } catch (error) {
      setSaid({ text: isApiError(error) && error.status !== 500 ? `${d.portal.deleteFailed(name)} ${error.message}` : d.portal.deleteFailed(name), alert: true });
    }
    setDeleting(null);
    await onChanged();
    // The file's button is gone: focus stays in this document.
    itemRef.current?.focus();
  };

  return (
    <li ref={itemRef} tabIndex={-1} aria-labelledby={`${id}-label`} className="flex flex-col gap-2 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={`${id}-label`} className="font-medium">
          {label}
        </p>
        <span className="rounded-full border px-2 py-0.5 text-xs font-semibold">{d.portal.status(d.statuses[item.status])}</span>
      </div>
      {item.applicantId !== null ? <p className="text-sm">{t.documents.forApplicant(item.applicantName ?? m.unnamedApplicant)}</p> : null}
      {item.origin === 'rule' && item.document ? <p className="text-sm text-muted-foreground">{t.documents.items[item.document].description}</p> : null}
      {item.note ? <p className="text-sm text-muted-foreground">{item.note}</p> : null}
      {!item.asked ? <p className="text-sm text-muted-foreground">{d.portal.notAsked}</p> : null}
      {item.status === 'needs_attention' && item.attentionReason ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
          <span className="font-semibold">{d.portal.attention}</span> {item.attentionReason}
        </p>
      ) : null}
      {item.files.length > 0 ? (
        <ul aria-label={d.portal.filesOf(label)} className="flex flex-col gap-1">
          {item.files.map((stored) => (
            <li key={stored.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {stored.mine ? (
                  // One's own upload, to download again (the portal's session cookie goes with the request).
                  <a href={`/api/portal/documents/${item.id}/files/${stored.id}`} download={stored.name} aria-label={d.portal.downloadFile(stored.name)} className="font-medium text-primary underline underline-offset-4">
                    {stored.name}
                  </a>
                ) : (
                  <span className="font-medium">{stored.name}</span>
                )}{' '}
                <span className="text-muted-foreground">
                  · {documentSizeText(stored.size)} · {d.portal.uploadedOn(formatDate(stored.uploadedAt))}
                  {stored.uploadedBy && !stored.mine ? ` ${d.portal.uploadedBy(stored.uploadedBy)}` : ''}
                </span>
              </span>
              {stored.mine && open && confirming === stored.id ? (
                <span role="group" aria-label={d.portal.confirmDelete(stored.name)} className="flex flex-wrap items-center gap-2">
                  <span>{d.portal.confirmDelete(stored.name)}</span>
                  <Button size="sm" variant="outline" autoFocus onClick={() => setConfirming(null)}>
                    {d.portal.keepFile}
                  </Button>
                  <Button size="sm" onClick={() => void onDelete(stored.id, stored.name)}>
                    {d.portal.confirmDeleteButton}
                  </Button>
                </span>
              ) : stored.mine && open ? (
                <Button size="sm" variant="outline" aria-label={d.portal.deleteFile(stored.name)} disabled={deleting === stored.id} onClick={() => setConfirming(stored.id)}>
                  {deleting === stored.id ? d.portal.deleting : d.portal.delete}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{d.portal.noFiles}</p>
      )}
      {sending ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={d.portal.progress(sending.name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sending.percent}
            aria-valuetext={`${sending.percent}%`}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${sending.percent}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">{sending.resuming ? d.portal.resuming(sending.name) : `${d.portal.progress(sending.name)} · ${sending.percent}%`}</p>
        </div>
      ) : null}
      <p role={said?.alert ? 'alert' : 'status'} className="text-sm empty:hidden">
        {said?.text ?? ''}
      </p>
      {open ? (
        <div className="flex flex-col items-start gap-1">
          {/* The input is the control (a label styled as the button): the keyboard and screen readers reach it as a file chooser. */}
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="file"
            multiple
            accept={accept}
            aria-describedby={`${id}-hint`}
            aria-label={d.portal.uploadFor(label)}
            className="peer sr-only"
            disabled={sending !== null}
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (chosen.length > 0) void onChoose(chosen);
            }}
          />
          <label
            htmlFor={`${id}-input`}
            aria-hidden="true"
            className="inline-flex h-9 cursor-pointer items-center rounded-md border px-3 text-sm font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
          >
            {d.portal.upload}
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {d.portal.uploadHint}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Sends one file by tus and resolves with null once the server has stored it, or with the words of
 * its refusal. tus-js-client is imported here, the first time a borrower uploads. A dropped
 * connection is retried (after 0, 1, 3 and 5 s) from the offset the server answers; an upload
 * broken off by a closed page resumes when the same file is chosen again for the same document
 * (its address is kept in this browser under a fingerprint that names the document).
 */
async function sendFile(itemId: string, chosen: File, report: (sending: Sending) => void): Promise<string | null> {
  const { Upload } = await import('tus-js-client');
  let percent = 0;
  report({ name: chosen.name, percent, resuming: false });
  return new Promise((resolve) => {
    const upload = new Upload(chosen, {
      endpoint: '/api/portal/uploads',
      metadata: { itemId, filename: chosen.name },
      headers: pageLanguage !== 'en' ? { 'X-Maple-Language': pageLanguage } : {},
      chunkSize,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      fingerprint: async (file: File) => ['maple-document', itemId, file.name, file.size, file.lastModified].join(':'),
      onProgress: (sent, total) => {
        percent = uploadPercent(sent, total);
        report({ name: chosen.name, percent, resuming: false });
      },
      onShouldRetry: (error) => {
        const retry = shouldRetryUpload(error.originalResponse?.getStatus());
        if (retry) report({ name: chosen.name, percent, resuming: true });
        return retry;
      },
      onSuccess: () => resolve(null),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        resolve(uploadRefusal(response?.getStatus() ?? 0, response?.getBody()));
      },
    });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  });
}
