import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { documentsMessages as m } from '@maple/shared/messages/documents';
import { filesMessages } from '@maple/shared/messages/files';
import type { AgentDocument } from '@maple/shared/schemas/files';
import { FileUpload } from '@/components/file-upload/file-upload';
import { ListError } from '@/components/list-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { formatDate } from '@/lib/format';
import { fillMessage } from '@/lib/message-template';
import { documentsEndpoint, downloadUrl, useDeleteDocument, useInvalidateDocuments, useMyDocuments } from '../api/documents-queries';
import { formatFileSize } from '../file-size';

/**
 * Dashboard Documents tab: upload with real progress, the list newest first (a PDF is a
 * certificate, anything else other), authorised download, confirmed delete. Never public.
 */
export function DocumentsTab() {
  const documents = useMyDocuments();
  const invalidate = useInvalidateDocuments();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<AgentDocument | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(m.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(m.deleteFailed, { description: error.message }),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <FileUpload
        label={m.uploadLabel}
        endpoint={documentsEndpoint}
        kind="document"
        successMessage={m.uploaded}
        failureMessage={(reason) => fillMessage(filesMessages.documentFailed, { reason })}
        onUploaded={(answer) => {
          // A 2xx without the stored document means the row was not written.
          if (!(answer as { document?: AgentDocument } | null)?.document) toast.error(filesMessages.documentSaveFailed);
          void invalidate();
        }}
      />
      <p className="text-sm text-muted-foreground">{m.privateNote}</p>

      {documents.isPending ? (
        <LoadingState label={m.loading} />
      ) : documents.isError ? (
        <ListError message={m.fetchFailed} retryLabel={m.tryAgain} onRetry={() => void documents.refetch()} />
      ) : documents.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{m.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={m.listLabel}>
          {documents.data.items.map((doc) => (
            <li key={doc.id} className="flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all text-navy-900">{doc.name}</span>
                  <Badge variant={doc.type === 'certificate' ? 'success' : 'secondary'}>{doc.type === 'certificate' ? m.certificate : m.other}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {formatFileSize(doc.fileSize)} · {m.uploadedAt} {formatDate(doc.uploadedAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={downloadUrl(doc.id)} download aria-label={fillMessage(m.downloadNamed, { name: doc.name })}>
                    <Download aria-hidden="true" />
                    {m.download}
                  </a>
                </Button>
                <Button variant="outline" size="sm" aria-label={fillMessage(m.deleteNamed, { name: doc.name })} onClick={() => setDeleting(doc)}>
                  <Trash2 aria-hidden="true" />
                  {m.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={m.confirmDeleteTitle}
        description={fillMessage(m.confirmDeleteText, { name: deleting?.name ?? '' })}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
