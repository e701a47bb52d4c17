import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { servicesMessages as m } from '@maple/shared/messages/services';
import type { PublicService } from '@maple/shared/schemas/services';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { useAdminServices, useDeleteService } from '@/features/services/api/service-admin';
import { fillMessage } from '@/lib/message-template';
import { ConfirmDialog } from '../../catalogue/confirm-dialog';
import { ServiceDialog } from './service-dialog';

/** Services: newest first, with create, edit and delete (signed-in-areas §2). */
export function ServicesTab() {
  const services = useAdminServices();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<PublicService | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PublicService | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(m.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(m.deleteFailed),
    });

  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing('new')} aria-haspopup="dialog">
        <Plus aria-hidden="true" /> {c.add.service}
      </Button>
      {services.isPending ? (
        <LoadingState label={c.loading} />
      ) : services.isError ? (
        <p role="alert" className="text-destructive">
          {m.fetchFailed}
        </p>
      ) : services.data.length === 0 ? (
        <p className="text-muted-foreground">{c.emptyServices}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {services.data.map((service) => (
            <li key={service.id} className="flex flex-col gap-1 rounded-lg border bg-card p-3">
              <h2 className="font-semibold break-words">{service.name}</h2>
              {service.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{service.description}</p> : null}
              <div className="mt-1 flex flex-wrap gap-1">
                <Button size="sm" variant="outline" onClick={() => setEditing(service)} aria-label={`${c.edit}, ${service.name}`} aria-haspopup="dialog">
                  {c.edit}
                </Button>
                <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDeleting(service)} aria-label={`${c.delete}, ${service.name}`} aria-haspopup="dialog">
                  {c.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <ServiceDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={c.deleteTitle.service}
        description={fillMessage(c.deleteText, { name: deleting?.name ?? '' })}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
