import type { UseFormRegisterReturn } from 'react-hook-form';
import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { permissionMethods, permissionRelationships, type TestimonialPermission } from '@maple/shared/schemas/testimonials';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

const m = testimonialsMessages.permission;

/** The permission as a form holds it: '' while not chosen. */
export type PermissionDraft = { method: TestimonialPermission['method'] | ''; grantedAt: string; relationship: TestimonialPermission['relationship'] };
export const permissionDraftOf = (permission: TestimonialPermission | null | undefined): PermissionDraft => permission ?? { method: '', grantedAt: '', relationship: 'none' };

/**
 * The draft as the body carries it: left out while neither how nor when was entered (the schema then
 * decides whether it was needed), else as typed, for the schema to check.
 */
export const permissionOf = (draft: PermissionDraft): { permission?: PermissionDraft } => (draft.method || draft.grantedAt ? { permission: draft } : {});

type PermissionPart = 'permission' | 'permission.method' | 'permission.grantedAt' | 'permission.relationship';
/** What the group shows of the form's errors: one message (its own, missing or the server's, else its first part's), and which inputs it is about. */
export type PermissionErrors = { message?: string; method: boolean; grantedAt: boolean; relationship: boolean };

export function permissionErrors(fieldError: (name: PermissionPart) => string | undefined): PermissionErrors {
  const whole = fieldError('permission');
  const [method, grantedAt, relationship] = [fieldError('permission.method'), fieldError('permission.grantedAt'), fieldError('permission.relationship')];
  return { message: whole ?? method ?? grantedAt ?? relationship, method: !!(whole ?? method), grantedAt: !!(whole ?? grantedAt), relationship: !!relationship };
}

type PermissionInputs = { method: UseFormRegisterReturn; grantedAt: UseFormRegisterReturn; relationship: UseFormRegisterReturn };

/** How and when the author agreed to publication, and their tie to the brokerage (Competition Act s. 74.02). */
export function PermissionFields({ idPrefix, inputs, errors }: { idPrefix: string; inputs: PermissionInputs; errors: PermissionErrors }) {
  const error = errors.message;
  const fid = (name: string) => `${idPrefix}-permission-${name}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3" aria-describedby={`${fid('intro')}${error ? ` ${fid('error')}` : ''}`}>
      <legend className="px-1 text-sm font-medium">{m.legend}</legend>
      <p id={fid('intro')} className="text-xs text-muted-foreground">
        {m.intro}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={fid('method')} label={m.method}>
          <NativeSelect id={fid('method')} {...fieldAria(fid('method'), { error: errors.method })} {...inputs.method}>
            <option value="">{'\u2014'}</option>
            {permissionMethods.map((method) => (
              <option key={method} value={method}>
                {m.methods[method]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={fid('grantedAt')} label={m.grantedAt}>
          <Input id={fid('grantedAt')} type="date" {...fieldAria(fid('grantedAt'), { error: errors.grantedAt })} {...inputs.grantedAt} />
        </FormField>
        <FormField id={fid('relationship')} label={m.relationship}>
          <NativeSelect id={fid('relationship')} {...fieldAria(fid('relationship'), { error: errors.relationship })} {...inputs.relationship}>
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
