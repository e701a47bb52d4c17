import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { servicesMessages as m } from '@maple/shared/messages/services';
import { serviceInput, type PublicService } from '@maple/shared/schemas/services';
import { useChangedFrom } from '@/components/unsaved-changes';
import { useSaveService } from '@/features/services/api/service-admin';
import { CatalogueFormDialog } from '../../components/catalogue/catalogue-form-dialog';
import { ImageField } from '../../components/catalogue/image-field';
import { NameField, OptionalTextareaField } from '../../components/catalogue/text-fields';
import { useCatalogueSave } from '../../components/catalogue/use-catalogue-save';
import { FeaturesEditor, type FeaturesValue } from './features-editor';

/** Create or edit a service; a name or description over 255 characters is cut, with the spec's notice. */
export function ServiceDialog({ service, onClose }: { service: PublicService | null; onClose: () => void }) {
  const save = useSaveService();
  const [values, setValues] = useState({
    name: service?.name ?? '',
    description: service?.description ?? '',
    imageUrl: service?.imageUrl ?? '',
    content: service?.content ?? '',
  });
  const [features, setFeatures] = useState<FeaturesValue>({ mode: 'list', lines: (service?.features ?? []).map(String) });
  const dirty = useChangedFrom({ values, features });
  const { errors, submit, busy } = useCatalogueSave({
    schema: serviceInput,
    save,
    id: service?.id,
    messages: m,
    onClose,
    afterSave: (saved) => saved.truncated && toast.warning(m.truncated),
  });
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => submit(event, { ...values, features: features.mode === 'list' ? features.lines : features.json });

  return (
    <CatalogueFormDialog dirty={dirty} title={service ? c.editTitle.service : c.newTitle.service} className="max-w-2xl" busy={busy} onSubmit={onSubmit} onClose={onClose}>
      <NameField id="service-name" value={values.name} onChange={set('name')} error={errors.name} />
      <OptionalTextareaField id="service-description" label={c.description} rows={3} value={values.description} onChange={set('description')} error={errors.description} />
      <ImageField id="service-image-url" label={c.image} urlLabel={c.imageUrl} bucket="service-images" value={values.imageUrl} onChange={set('imageUrl')} error={errors.imageUrl} uploaded={m.imageUploaded} failed={m.imageFailed} />
      <FeaturesEditor value={features} onChange={setFeatures} error={errors.features} />
      <OptionalTextareaField id="service-content" label={c.content} rows={6} monospace value={values.content} onChange={set('content')} error={errors.content} />
    </CatalogueFormDialog>
  );
}
