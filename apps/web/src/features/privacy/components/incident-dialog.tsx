import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { createPrivacyIncidentInput, type CreatePrivacyIncidentInput, type PrivacyIncident } from '@maple/shared/schemas/privacy';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Textarea } from '@/components/ui/textarea';
import { useSavePrivacyIncident } from '../api/privacy-queries';
import { parseErrors, serverErrors, type FieldErrors } from '../field-errors';

type Values = { occurredOn: string; description: string; dataAffected: string; peopleAffected: string; realRisk: '' | 'yes' | 'no'; reportedToCommissionerOn: string; reportedToPeopleOn: string };

const initial = (incident: PrivacyIncident | null): Values => ({
  occurredOn: incident?.occurredOn ?? '',
  description: incident?.description ?? '',
  dataAffected: incident?.dataAffected ?? '',
  peopleAffected: incident?.peopleAffected ?? '',
  realRisk: incident ? (incident.realRiskOfSignificantHarm ? 'yes' : 'no') : '',
  reportedToCommissionerOn: incident?.reportedToCommissionerOn ?? '',
  reportedToPeopleOn: incident?.reportedToPeopleOn ?? '',
});

const body = (v: Values) => ({
  occurredOn: v.occurredOn,
  description: v.description,
  dataAffected: v.dataAffected,
  peopleAffected: v.peopleAffected,
  realRiskOfSignificantHarm: v.realRisk === '' ? undefined : v.realRisk === 'yes',
  reportedToCommissionerOn: v.reportedToCommissionerOn || null,
  reportedToPeopleOn: v.reportedToPeopleOn || null,
});

/** Records a new incident or edits one; the whole record is sent and checked with the shared schema first. */
export function IncidentDialog({ incident, onClose }: { incident: PrivacyIncident | null; onClose: () => void }) {
  const save = useSavePrivacyIncident();
  const [values, setValues] = useState(() => initial(incident));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPrivacyIncidentInput.safeParse(body(values));
    if (!parsed.success) return setErrors(parseErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: incident?.id ?? null, input: body(values) as CreatePrivacyIncidentInput },
      {
        onSuccess: () => (toast.success(m.incidentSaved), onClose()),
        onError: (error) => (setErrors(serverErrors(error)), toast.error(m.incidentSaveFailed)),
      },
    );
  };
  const text = (name: 'description' | 'dataAffected' | 'peopleAffected', label: string) => (
    <FormField id={`incident-${name}`} label={label} error={errors[name]}>
      <Textarea id={`incident-${name}`} className="min-h-16" value={values[name]} onChange={(e) => set(name, e.target.value)} {...fieldAria(`incident-${name}`, { error: !!errors[name] })} />
    </FormField>
  );
  const date = (name: 'occurredOn' | 'reportedToCommissionerOn' | 'reportedToPeopleOn', label: string, optional = false) => (
    <FormField id={`incident-${name}`} label={label} optional={optional} error={errors[name]}>
      <Input id={`incident-${name}`} type="date" value={values[name]} onChange={(e) => set(name, e.target.value)} {...fieldAria(`incident-${name}`, { error: !!errors[name] })} />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" aria-describedby={undefined} closeLabel={m.close}>
        <DialogTitle>{incident ? m.editIncident : m.addIncident}</DialogTitle>
        <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
          {date('occurredOn', m.occurredOn)}
          {text('description', m.description)}
          {text('dataAffected', m.dataAffected)}
          {text('peopleAffected', m.peopleAffected)}
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.realRiskOfSignificantHarm ? 'incident-risk-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">{m.realRisk}</legend>
            <div className="flex gap-4">
              {(['yes', 'no'] as const).map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="incident-risk" className="size-4" checked={values.realRisk === choice} onChange={() => set('realRisk', choice)} />
                  {choice === 'yes' ? m.yes : m.no}
                </label>
              ))}
            </div>
            {errors.realRiskOfSignificantHarm ? (
              <p id="incident-risk-error" className="text-sm text-destructive">
                {errors.realRiskOfSignificantHarm}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {date('reportedToCommissionerOn', m.reportedToCommissionerOn, true)}
            {date('reportedToPeopleOn', m.reportedToPeopleOn, true)}
          </div>
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive">
              {errors._}
            </p>
          ) : null}
          <DialogFormActions cancelLabel={m.cancel} onCancel={onClose} busy={save.isPending} busyLabel={m.saving}>
            {m.save}
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
