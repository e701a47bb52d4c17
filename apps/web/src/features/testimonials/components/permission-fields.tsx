import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { permissionMethods, permissionRelationships, testimonialPermission, type TestimonialPermission } from '@maple/shared/schemas/testimonials';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

const m = testimonialsMessages.permission;

/** The permission as a form holds it: '' while not chosen. */
export type PermissionDraft = { method: TestimonialPermission['method'] | ''; grantedAt: string; relationship: TestimonialPermission['relationship'] };
export const emptyPermission: PermissionDraft = { method: '', grantedAt: '', relationship: 'none' };
export const permissionDraftOf = (permission: TestimonialPermission | null | undefined): PermissionDraft => permission ?? emptyPermission;

/**
 * The draft as the API takes it: undefined when nothing was entered (then `required` decides), else
 * the parsed permission or the first message to show.
 */
export function readPermission(draft: PermissionDraft, required: boolean): { permission?: TestimonialPermission; error?: string } {
  if (!draft.method && !draft.grantedAt) return required ? { error: m.required } : {};
  const parsed = testimonialPermission.safeParse(draft);
  return parsed.success ? { permission: parsed.data } : { error: parsed.error.issues[0]?.message ?? m.required };
}

/** How and when the author agreed to publication, and their tie to the brokerage (Competition Act s. 74.02). */
export function PermissionFields({ idPrefix, value, onChange, error }: { idPrefix: string; value: PermissionDraft; onChange: (next: PermissionDraft) => void; error?: string }) {
  const fid = (name: string) => `${idPrefix}-permission-${name}`;
  const set = <K extends keyof PermissionDraft>(key: K, v: PermissionDraft[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3" aria-describedby={`${fid('intro')}${error ? ` ${fid('error')}` : ''}`}>
      <legend className="px-1 text-sm font-medium">{m.legend}</legend>
      <p id={fid('intro')} className="text-xs text-muted-foreground">
        {m.intro}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={fid('method')} label={m.method}>
          <NativeSelect id={fid('method')} value={value.method} {...fieldAria(fid('method'), { error: !!error })} onChange={(e) => set('method', e.target.value as PermissionDraft['method'])}>
            <option value="">{'\u2014'}</option>
            {permissionMethods.map((method) => (
              <option key={method} value={method}>
                {m.methods[method]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={fid('grantedAt')} label={m.grantedAt}>
          <Input id={fid('grantedAt')} type="date" value={value.grantedAt} {...fieldAria(fid('grantedAt'), { error: !!error })} onChange={(e) => set('grantedAt', e.target.value)} />
        </FormField>
        <FormField id={fid('relationship')} label={m.relationship}>
          <NativeSelect id={fid('relationship')} value={value.relationship} onChange={(e) => set('relationship', e.target.value as PermissionDraft['relationship'])}>
            {permissionRelationships.map((relationship) => (
              <option key={relationship} value={relationship}>
                {m.relationships[relationship]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {error ? (
        <p id={fid('error')} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
