import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { createPrivacyIncidentInput, type CreatePrivacyIncidentInput, type PrivacyIncident } from '@maple/shared/schemas/privacy';
import { FormDialog } from '@/components/form-dialog';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSavePrivacyIncident } from '../api/privacy-queries';

/** The record as typed: the real-risk answer is a yes/no radio, and not answered yet on a new incident. */
type Values = Omit<CreatePrivacyIncidentInput, 'realRiskOfSignificantHarm' | 'reportedToCommissionerOn' | 'reportedToPeopleOn'> & {
  realRiskOfSignificantHarm: '' | 'yes' | 'no';
  reportedToCommissionerOn: string;
  reportedToPeopleOn: string;
};

const initial = (incident: PrivacyIncident | null): Values => ({
  occurredOn: incident?.occurredOn ?? '',
  description: incident?.description ?? '',
  dataAffected: incident?.dataAffected ?? '',
  peopleAffected: incident?.peopleAffected ?? '',
  realRiskOfSignificantHarm: incident ? (incident.realRiskOfSignificantHarm ? 'yes' : 'no') : '',
  reportedToCommissionerOn: incident?.reportedToCommissionerOn ?? '',
  reportedToPeopleOn: incident?.reportedToPeopleOn ?? '',
});

/** The whole record is sent; a blank report date is "not reported". */
const body = (v: Values) => ({
  ...v,
  realRiskOfSignificantHarm: v.realRiskOfSignificantHarm === 'yes' ? true : v.realRiskOfSignificantHarm === 'no' ? false : undefined,
  reportedToCommissionerOn: v.reportedToCommissionerOn || null,
  reportedToPeopleOn: v.reportedToPeopleOn || null,
});
const resolver = mappedResolver<Values, CreatePrivacyIncidentInput>(createPrivacyIncidentInput, body);

/** Records a new incident or edits one; the whole record is sent and checked with the shared schema first. */
export function IncidentDialog({ incident, onClose }: { incident: PrivacyIncident | null; onClose: () => void }) {
  const save = useSavePrivacyIncident();
  const { register, fieldError, dirty, busy, onSubmit } = useServerForm({
    resolver,
    defaultValues: initial(incident),
    submit: (input: CreatePrivacyIncidentInput) => save.mutateAsync({ id: incident?.id ?? null, input }),
    messages: { saved: m.incidentSaved, failed: m.incidentSaveFailed },
    onSaved: onClose,
  });

  const text = (name: 'description' | 'dataAffected' | 'peopleAffected', label: string) => (
    <FormField id={`incident-${name}`} label={label} error={fieldError(name)}>
      <Textarea id={`incident-${name}`} className="min-h-16" {...fieldAria(`incident-${name}`, { error: !!fieldError(name) })} {...register(name)} />
    </FormField>
  );
  const date = (name: 'occurredOn' | 'reportedToCommissionerOn' | 'reportedToPeopleOn', label: string, optional = false) => (
    <FormField id={`incident-${name}`} label={label} optional={optional} error={fieldError(name)}>
      <Input id={`incident-${name}`} type="date" {...fieldAria(`incident-${name}`, { error: !!fieldError(name) })} {...register(name)} />
    </FormField>
  );
  const riskError = fieldError('realRiskOfSignificantHarm');

  return (
    <FormDialog title={incident ? m.editIncident : m.addIncident} onClose={onClose} dirty={dirty} busy={busy} onSubmit={onSubmit} submitLabel={m.save} busyLabel={m.saving} cancelLabel={m.cancel} className="max-w-xl">
      {date('occurredOn', m.occurredOn)}
      {text('description', m.description)}
      {text('dataAffected', m.dataAffected)}
      {text('peopleAffected', m.peopleAffected)}
      <fieldset className="flex flex-col gap-2" aria-describedby={riskError ? 'incident-risk-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{m.realRisk}</legend>
        <div className="flex gap-4">
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input type="radio" value={choice} className="size-4" aria-invalid={riskError ? true : undefined} {...register('realRiskOfSignificantHarm')} />
              {choice === 'yes' ? m.yes : m.no}
            </label>
          ))}
        </div>
        {riskError ? (
          <p id="incident-risk-error" className="text-sm text-destructive">
            {riskError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {date('reportedToCommissionerOn', m.reportedToCommissionerOn, true)}
        {date('reportedToPeopleOn', m.reportedToPeopleOn, true)}
      </div>
    </FormDialog>
  );
}
