import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { FileUpload } from '@/components/file-upload/file-upload';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type ImageFieldProps = {
  id: string;
  label: string;
  urlLabel: string;
  bucket: 'product-images' | 'service-images' | 'lender-logos' | 'site-images';
  value: string;
  onChange: (url: string) => void;
  error?: string;
  uploaded: string;
  failed: string;
};

/** An image by upload (to one of the console's buckets) or by pasting a URL; both fill one field. */
export function ImageField({ id, label, urlLabel, bucket, value, onChange, error, uploaded, failed }: ImageFieldProps) {
  return (
    <div className="flex flex-col gap-3">
      <FileUpload
        label={label}
        endpoint={`/api/admin/uploads/${bucket}`}
        kind="image"
        previewUrl={value || null}
        successMessage={uploaded}
        failureMessage={failed}
        onUploaded={(answer) => {
          const url = (answer as { url?: unknown }).url;
          if (typeof url === 'string') onChange(url);
        }}
      />
      <FormField id={id} label={urlLabel} optional hint={c.imageUrlHint} error={error}>
        <Input id={id} type="url" inputMode="url" value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, { hint: true, error: !!error })} />
      </FormField>
    </div>
  );
}
