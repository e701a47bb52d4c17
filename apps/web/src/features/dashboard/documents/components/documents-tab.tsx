import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { documentsMessages as m } from '@maple/shared/messages/documents';
import { filesMessages } from '@maple/shared/messages/files';
import type { AgentDocument } from '@maple/shared/schemas/files';
import { FileUpload } from '@/components/file-upload/file-upload';
import { ListManager } from '@/components/list-manager';
import { useListPage } from '@/components/use-list-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { fillMessage } from '@/lib/message-template';
import { documentsEndpoint, documentsPageSize, downloadUrl, useDeleteDocument, useInvalidateDocuments, useMyDocuments } from '../api/documents-queries';
import { formatFileSize } from '../file-size';

/**
 * Dashboard Documents tab: upload with real progress, the list newest first, paged and searchable (a PDF is a
 * certificate, anything else other), authorised download, confirmed delete. Never public.
 */
export function DocumentsTab() {
  const paging = useListPage();
  const documents = useMyDocuments(paging.page, paging.q);
  const invalidate = useInvalidateDocuments();
  const remove = useDeleteDocument();

  return (
    <ListManager
      className="gap-6"
      query={documents}
      paging={{ state: paging, pageSize: documentsPageSize, messages: m }}
      messages={m}
      remove={(doc) => remove.mutateAsync(doc.id)}
      removing={remove.isPending}
      deleteDescription={(doc) => fillMessage(m.confirmDeleteText, { name: doc?.name ?? '' })}
      header={
        <>
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
        </>
      }
    >
      {(items, deleteButton) =>
        items.map((doc) => (
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
              {deleteButton(doc, fillMessage(m.deleteNamed, { name: doc.name }))}
            </div>
          </li>
        ))
      }
    </ListManager>
  );
}
