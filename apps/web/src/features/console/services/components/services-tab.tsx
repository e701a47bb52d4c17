import { useState } from 'react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { servicesMessages as m } from '@maple/shared/messages/services';
import type { AdminService } from '@maple/shared/schemas/services';
import { MissingFrenchBadge } from '@/components/bilingual-columns';
import { ListManager } from '@/components/list-manager';
import { useAdminServices, useDeleteService } from '@/features/services/api/service-admin';
import { cardGrid, catalogueDeleteText, catalogueListMessages } from '../../components/catalogue/catalogue-list';
import { ItemEditDeleteButtons } from '../../components/catalogue/item-buttons';
import { ServiceDialog } from './service-dialog';

/** Services: newest first, with create, edit and delete (back-office §2). */
export function ServicesTab() {
  const services = useAdminServices();
  const remove = useDeleteService();
  // The dialog is mounted only while open, so each opening starts from the service (null: a new one).
  const [editing, setEditing] = useState<{ service: AdminService | null } | null>(null);

  return (
    <ListManager
      query={services}
      messages={catalogueListMessages('service', m)}
      add={{ label: c.add.service, onClick: () => setEditing({ service: null }) }}
      remove={(service) => remove.mutateAsync(service.id)}
      removing={remove.isPending}
      deleteDescription={catalogueDeleteText}
      frame={cardGrid('service')}
      footer={editing ? <ServiceDialog service={editing.service} onClose={() => setEditing(null)} /> : null}
    >
      {(items, _deleteButton, askDelete) =>
        items.map((service) => <ServiceCard key={service.id} service={service} onEdit={() => setEditing({ service })} onDelete={() => askDelete(service)} />)
      }
    </ListManager>
  );
}

function ServiceCard({ service, onEdit, onDelete }: { service: AdminService; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-card p-3">
      <h2 className="font-semibold [overflow-wrap:anywhere]">{service.name}</h2>
      <div>
        <MissingFrenchBadge missing={service.missingFrench} />
      </div>
      {service.description ? <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{service.description}</p> : null}
      <div className="mt-1 flex flex-wrap gap-1">
        <ItemEditDeleteButtons name={service.name} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
