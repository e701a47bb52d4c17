import { useId } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import {
  createIdentificationInput,
  identificationMethods,
  pepDeterminations,
  thirdPartyDeterminations,
  updateIdentificationInput,
  type CreateIdentificationRequest,
  type Identification,
  type UpdateIdentificationRequest,
} from '@maple/shared/schemas/identifications';
import { FormDialog } from '@/components/form-dialog';
import { useServerForm } from '@/components/form/use-server-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateIdentification, useUpdateIdentification } from '../api/identification-queries';
import type { LeadAudience } from '../api/lead-queries';
import { fieldErrorText, leadFormResolver } from '../lead-form';

type Name =
  | 'clientName'
  | 'address'
  | 'dateOfBirth'
  | 'method'
  | 'documentType'
  | 'documentNumber'
  | 'issuingJurisdiction'
  | 'expiresOn'
  | 'verifiedOn'
  | 'pepDetermination'
  | 'pepDetails'
  | 'thirdPartyDetermination'
  | 'thirdPartyDetails'
  | 'purpose';
type Values = Record<Name, string>;
const optionalNames = ['issuingJurisdiction', 'expiresOn', 'pepDetails', 'thirdPartyDetails'] as const;

const valuesOf = (record: Identification | null, clientName: string, today: string): Values =>
  record
    ? {
        clientName: record.clientName,
        address: record.address,
        dateOfBirth: record.dateOfBirth,
        method: record.method,
        documentType: record.documentType,
        // Never sent to the browser in clear: blank keeps the number on file.
        documentNumber: '',
        issuingJurisdiction: record.issuingJurisdiction ?? '',
        expiresOn: record.expiresOn ?? '',
        verifiedOn: record.verifiedOn,
        pepDetermination: record.pepDetermination,
        pepDetails: record.pepDetails ?? '',
        thirdPartyDetermination: record.thirdPartyDetermination,
        thirdPartyDetails: record.thirdPartyDetails ?? '',
        purpose: record.purpose,
      }
    : {
        clientName,
        address: '',
        dateOfBirth: '',
        method: 'government_photo_id',
        documentType: '',
        documentNumber: '',
        issuingJurisdiction: '',
        expiresOn: '',
        verifiedOn: today,
        pepDetermination: 'not_pep',
        pepDetails: '',
        thirdPartyDetermination: 'no_third_party',
        thirdPartyDetails: '',
        purpose: '',
      };

/** A correction: blank optional details clear them, a blank number keeps the one on file. */
function correctionOf(values: Values) {
  const { documentNumber, ...rest } = values;
  const cleared = Object.fromEntries(optionalNames.map((name) => [name, values[name] === '' ? null : values[name]]));
  return { ...rest, ...cleared, ...(documentNumber.trim() ? { documentNumber } : {}) };
}

type CreateBody = z.output<typeof createIdentificationInput>;
type CorrectBody = z.output<typeof updateIdentificationInput>;
const createResolver = leadFormResolver<Values, typeof createIdentificationInput>(createIdentificationInput, (values) => values);
const correctResolver = leadFormResolver<Values, typeof updateIdentificationInput>(updateIdentificationInput, correctionOf);

type Props = {
  audience: LeadAudience;
  leadId: string;
  /** The record to correct; null adds one (prefilled with the lead's name and today). */
  record: Identification | null;
  clientName: string;
  today: string;
  onClose: () => void;
};

/**
 * Add or correct a client identification record. Mounted only while open; a focus-trapping dialog
 * that asks before closing over typed edits, and stays open with them when the save fails.
 */
export function IdentificationFormDialog({ audience, leadId, record, clientName, today, onClose }: Props) {
  const id = useId();
  const create = useCreateIdentification(audience, leadId);
  const update = useUpdateIdentification(audience, leadId);
  // Adding is checked with the create schema; a correction with the update schema, after blank
  // optional details become null and a blank number is left out.
  const form = useServerForm<Values, CreateBody | CorrectBody, unknown>({
    resolver: (record ? correctResolver : createResolver) as Resolver<Values, unknown, CreateBody | CorrectBody>,
    defaultValues: valuesOf(record, clientName, today),
    submit: (body) => (record ? update.mutateAsync({ recordId: record.id, input: body as UpdateIdentificationRequest }) : create.mutateAsync(body as CreateIdentificationRequest)),
    messages: { saved: record ? m.corrected : m.created, failed: m.saveFailed },
    onSaved: onClose,
  });
  const { register, control } = form;
  const [pep, thirdParty] = useWatch({ control, name: ['pepDetermination', 'thirdPartyDetermination'] });
  const error = (name: Name) => fieldErrorText(form.fieldError(name));
  const fieldId = (name: Name) => `${id}-${name}`;
  const aria = (name: Name) => fieldAria(fieldId(name), { error: !!error(name) });

  const text = (name: Name, label: string, options: { optional?: boolean; type?: string; autoComplete?: string } = {}) => (
    <FormField id={fieldId(name)} label={label} optional={options.optional} error={error(name)}>
      <Input id={fieldId(name)} type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} aria-required={options.optional ? undefined : true} {...aria(name)} {...register(name)} />
    </FormField>
  );
  const select = (name: Name, label: string, options: Record<string, string>, keys: readonly string[]) => (
    <FormField id={fieldId(name)} label={label} error={error(name)}>
      <NativeSelect id={fieldId(name)} {...aria(name)} {...register(name)}>
        {keys.map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  return (
    <FormDialog
      form={form}
      title={record ? m.correctTitle : m.addTitle}
      description={m.intro}
      onClose={onClose}
      submitLabel={m.save}
      busyLabel={m.saving}
      cancelLabel={m.cancel}
      className="max-h-[92vh] max-w-2xl overflow-y-auto"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('clientName', m.fields.clientName)}
        {text('dateOfBirth', m.fields.dateOfBirth, { type: 'date' })}
        <FormField id={fieldId('address')} label={m.fields.address} error={error('address')} className="sm:col-span-2">
          <Textarea id={fieldId('address')} rows={2} aria-required="true" {...aria('address')} {...register('address')} />
        </FormField>
        {select('method', m.fields.method, m.methods, identificationMethods)}
        {text('documentType', m.fields.documentType)}
        <FormField id={fieldId('documentNumber')} label={m.fields.documentNumber} optional={!!record} hint={record ? record.documentNumberMasked : undefined} error={error('documentNumber')}>
          <Input
            id={fieldId('documentNumber')}
            autoComplete="off"
            aria-required={record ? undefined : true}
            {...fieldAria(fieldId('documentNumber'), { hint: !!record, error: !!error('documentNumber') })}
            {...register('documentNumber')}
          />
        </FormField>
        {text('issuingJurisdiction', m.fields.issuingJurisdiction, { optional: true })}
        {text('expiresOn', m.fields.expiresOn, { optional: true, type: 'date' })}
        {text('verifiedOn', m.fields.verifiedOn, { type: 'date' })}
        <div className="sm:col-span-2">{select('pepDetermination', m.fields.pepDetermination, m.pep, pepDeterminations)}</div>
        {pep !== 'not_pep' ? (
          <FormField id={fieldId('pepDetails')} label={m.fields.pepDetails} error={error('pepDetails')} className="sm:col-span-2">
            <Textarea id={fieldId('pepDetails')} rows={2} aria-required="true" {...aria('pepDetails')} {...register('pepDetails')} />
          </FormField>
        ) : null}
        <div className="sm:col-span-2">{select('thirdPartyDetermination', m.fields.thirdPartyDetermination, m.thirdParty, thirdPartyDeterminations)}</div>
        {thirdParty === 'third_party' ? (
          <FormField id={fieldId('thirdPartyDetails')} label={m.fields.thirdPartyDetails} error={error('thirdPartyDetails')} className="sm:col-span-2">
            <Textarea id={fieldId('thirdPartyDetails')} rows={2} aria-required="true" {...aria('thirdPartyDetails')} {...register('thirdPartyDetails')} />
          </FormField>
        ) : null}
        <FormField id={fieldId('purpose')} label={m.fields.purpose} error={error('purpose')} className="sm:col-span-2">
          <Textarea id={fieldId('purpose')} rows={2} aria-required="true" {...aria('purpose')} {...register('purpose')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
