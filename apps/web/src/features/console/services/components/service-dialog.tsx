import { Controller, type FieldError } from 'react-hook-form';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { servicesMessages as m } from '@maple/shared/messages/services';
import { bilingualContentMessages as bm } from '@maple/shared/messages/bilingual-content';
import { serviceInput, type AdminService } from '@maple/shared/schemas/services';
import { BilingualColumns, frenchLabel } from '@/components/bilingual-columns';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { FormDialog } from '@/components/form-dialog';
import { useSaveService } from '@/features/services/api/service-admin';
import { ImageField } from '../../components/catalogue/image-field';
import { useCatalogueForm } from '../../components/catalogue/use-catalogue-form';
import { NameField, OptionalTextareaField } from '../../components/catalogue/text-fields';
import { FeaturesEditor, type FeaturesValue } from './features-editor';

type Values = { name: string; description: string; imageUrl: string; features: FeaturesValue; content: string; nameFr: string; descriptionFr: string; featuresFr: string; contentFr: string };

// The features go as the lines, or as the pasted JSON text, which the schema parses.
// The French features are typed one a line (decision 069).
const resolver = mappedResolver(serviceInput, (values: Values) => ({
  ...values,
  features: values.features.mode === 'list' ? values.features.lines : values.features.json,
  featuresFr: values.featuresFr.split('\n').map((line) => line.trim()).filter(Boolean),
}));

const toValues = (service: AdminService | null): Values => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
  imageUrl: service?.imageUrl ?? '',
  features: { mode: 'list', lines: (service?.features ?? []).map(String) },
  content: service?.content ?? '',
  nameFr: service?.nameFr ?? '',
  descriptionFr: service?.descriptionFr ?? '',
  featuresFr: (service?.featuresFr ?? []).map(String).join('\n'),
  contentFr: service?.contentFr ?? '',
});

/** A message about one line (`features.2`) is said under the whole editor, which has no input per message. */
function firstMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string') return error.message;
  // One level down: the lines' own errors (never `ref`, the element an error points at).
  const lines = Object.entries(error).filter(([key]) => key !== 'ref' && key !== 'type');
  return lines.map(([, inner]) => (inner as FieldError | undefined)?.message).find((message) => typeof message === 'string');
}

/** Create or edit a service; a name or description over 255 characters is cut, with the spec's notice. */
export function ServiceDialog({ service, onClose }: { service: AdminService | null; onClose: () => void }) {
  const form = useCatalogueForm({ item: service, resolver, toValues, save: useSaveService(), messages: m, onClose, afterSave: (saved) => saved.truncated && toast.warning(m.truncated) });

  return (
    <FormDialog form={form} title={service ? c.editTitle.service : c.newTitle.service} className="max-w-2xl lg:max-w-5xl" onClose={onClose}>
      <BilingualColumns
        english={
          <>
            <NameField id="service-name" field={form.register('name')} error={form.fieldError('name')} />
            <OptionalTextareaField id="service-description" label={c.description} rows={3} field={form.register('description')} error={form.fieldError('description')} />
            <Controller
              control={form.control}
              name="features"
              render={({ field, fieldState }) => <FeaturesEditor value={field.value} onChange={field.onChange} focusRef={field.ref} error={firstMessage(fieldState.error as FieldError | undefined)} />}
            />
            <OptionalTextareaField id="service-content" label={c.content} rows={6} monospace field={form.register('content')} error={form.fieldError('content')} />
          </>
        }
        french={
          <>
            <NameField id="service-name-fr" label={frenchLabel(c.name)} french field={form.register('nameFr')} error={form.fieldError('nameFr')} />
            <OptionalTextareaField id="service-description-fr" label={frenchLabel(c.description)} rows={3} field={form.register('descriptionFr')} error={form.fieldError('descriptionFr')} />
            <FormField id="service-features-fr" label={frenchLabel(c.features)} hint={bm.frenchFeaturesHint} optional error={form.fieldError('featuresFr')}>
              <Textarea id="service-features-fr" rows={4} {...fieldAria('service-features-fr', { hint: true, error: !!form.fieldError('featuresFr') })} {...form.register('featuresFr')} />
            </FormField>
            <OptionalTextareaField id="service-content-fr" label={frenchLabel(c.content)} rows={6} monospace field={form.register('contentFr')} error={form.fieldError('contentFr')} />
          </>
        }
      />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField id="service-image-url" label={c.image} urlLabel={c.imageUrl} bucket="service-images" value={field.value} onChange={field.onChange} error={form.fieldError('imageUrl')} uploaded={m.imageUploaded} failed={m.imageFailed} />
        )}
      />
    </FormDialog>
  );
}
