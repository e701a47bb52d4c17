import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { servicesMessages as m } from '@maple/shared/messages/services';
import { serviceInput, type PublicService } from '@maple/shared/schemas/services';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useSaveService } from '@/features/services/api/service-admin';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../catalogue/form-errors';
import { ImageField } from '../../catalogue/image-field';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, features: features.mode === 'list' ? features.lines : features.json };
    const parsed = serviceInput.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(
      { id: service?.id, input },
      {
        onSuccess: (saved) => {
          toast.success(service ? m.updated : m.created);
          if (saved.truncated) toast.warning(m.truncated);
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(m.saveFailed);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogTitle>{service ? c.editTitle.service : c.newTitle.service}</DialogTitle>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="service-name" label={c.name} error={errors.name}>
            <Input id="service-name" required value={values.name} onChange={(e) => set('name')(e.target.value)} {...fieldAria('service-name', { error: !!errors.name })} />
          </FormField>
          <FormField id="service-description" label={c.description} optional error={errors.description}>
            <Textarea id="service-description" rows={3} value={values.description} onChange={(e) => set('description')(e.target.value)} {...fieldAria('service-description', { error: !!errors.description })} />
          </FormField>
          <ImageField
            id="service-image-url"
            label={c.image}
            urlLabel={c.imageUrl}
            bucket="service-images"
            value={values.imageUrl}
            onChange={set('imageUrl')}
            error={errors.imageUrl}
            uploaded={m.imageUploaded}
            failed={m.imageFailed}
          />
          <FeaturesEditor value={features} onChange={setFeatures} error={errors.features} />
          <FormField id="service-content" label={c.content} optional error={errors.content}>
            <Textarea id="service-content" rows={6} className="font-mono" value={values.content} onChange={(e) => set('content')(e.target.value)} {...fieldAria('service-content', { error: !!errors.content })} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {c.cancel}
            </Button>
            <SubmitButton busy={save.isPending} busyLabel={c.saving}>
              {c.save}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
