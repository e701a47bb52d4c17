import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import {
  createIdentificationInput,
  identificationMethods,
  pepDeterminations,
  thirdPartyDeterminations,
  updateIdentificationInput,
  type Identification,
} from '@maple/shared/schemas/identifications';
import { useDialogGuard } from '@/components/unsaved-changes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Textarea } from '@/components/ui/textarea';
import { useCreateIdentification, useUpdateIdentification } from '../api/identification-queries';
import type { LeadAudience } from '../api/lead-queries';
import { applyServerFieldErrors, fieldErrorText, leadFormResolver } from '../lead-form';

const names = [
  'clientName',
  'address',
  'dateOfBirth',
  'method',
  'documentType',
  'documentNumber',
  'issuingJurisdiction',
  'expiresOn',
  'verifiedOn',
  'pepDetermination',
  'pepDetails',
  'thirdPartyDetermination',
  'thirdPartyDetails',
  'purpose',
] as const;
type Name = (typeof names)[number];
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
  const form = useForm<Values, unknown, unknown>({ resolver: (record ? correctResolver : createResolver) as never, defaultValues: valuesOf(record, clientName, today) });
  const { register, handleSubmit, formState, control } = form;
  const [pep, thirdParty] = useWatch({ control, name: ['pepDetermination', 'thirdPartyDetermination'] });
  const guard = useDialogGuard(onClose, formState.isDirty);
  const error = (name: Name) => fieldErrorText(formState.errors[name]?.message);
  const fieldId = (name: Name) => `${id}-${name}`;
  const aria = (name: Name) => fieldAria(fieldId(name), { error: !!error(name) });
  const busy = create.isPending || update.isPending;

  const onError = (err: unknown) => {
    toast.error(m.saveFailed);
    applyServerFieldErrors(err, form.setError, names);
  };
  const send = (values: Values) => {
    if (record) {
      update.mutate(
        { recordId: record.id, input: correctionOf(values) as never },
        {
          onSuccess: () => {
            toast.success(m.corrected);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(values as never, {
        onSuccess: () => {
          toast.success(m.created);
          onClose();
        },
        onError,
      });
    }
  };

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
    <Dialog open onOpenChange={(open) => !open && guard.requestClose()}>
      {guard.confirm}
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto">
        <DialogTitle>{record ? m.correctTitle : m.addTitle}</DialogTitle>
        <DialogDescription>{m.intro}</DialogDescription>
        <form noValidate onSubmit={handleSubmit(send as never)} className="flex flex-col gap-4">
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
          <DialogFormActions cancelLabel={m.cancel} onCancel={guard.requestClose} busy={busy} busyLabel={m.saving}>
            {m.save}
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
