import { servicesMessages as m } from '@maple/shared/messages/services';
import type { PublicService } from '@maple/shared/schemas/services';
import { useAdminServices, useDeleteService } from '@/features/services/api/service-admin';
import { CatalogueTab, type CatalogueItemActions } from '../../components/catalogue/catalogue-tab';
import { ItemEditDeleteButtons } from '../../components/catalogue/item-buttons';
import { ServiceDialog } from './service-dialog';

/** Services: newest first, with create, edit and delete (back-office §2). */
export function ServicesTab() {
  const services = useAdminServices();
  const remove = useDeleteService();

  return (
    <CatalogueTab kind="service" query={services} remove={remove} messages={m} renderDialog={(service, onClose) => <ServiceDialog service={service} onClose={onClose} />}>
      {(items, actions) => items.map((service) => <ServiceCard key={service.id} service={service} actions={actions} />)}
    </CatalogueTab>
  );
}

function ServiceCard({ service, actions }: { service: PublicService; actions: CatalogueItemActions<PublicService> }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-card p-3">
      <h2 className="font-semibold [overflow-wrap:anywhere]">{service.name}</h2>
      {service.description ? <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{service.description}</p> : null}
      <div className="mt-1 flex flex-wrap gap-1">
        <ItemEditDeleteButtons name={service.name} onEdit={() => actions.edit(service)} onDelete={() => actions.askDelete(service)} />
      </div>
    </li>
  );
}
