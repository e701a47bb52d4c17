import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { createManualLeadInput, leadTypes, type CreateManualLeadRequest } from '@maple/shared/schemas/leads';
import { FormDialog } from '@/components/form-dialog';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateManualLead, type LeadAudience } from '../api/lead-queries';
import { fieldErrorText } from '../lead-form';

const m = leadManagementMessages;
type Name = keyof CreateManualLeadRequest;
const empty: CreateManualLeadRequest = { clientName: '', clientEmail: '', clientPhone: '', type: 'contact', message: '', notes: '', agentId: 'none' };
const resolver = zodResolver(createManualLeadInput);

type AddLeadProps = { audience: LeadAudience; agents?: readonly { id: string; name: string }[] };

/**
 * 'Add lead': a lead received by phone or in person, saved with source Manual and status new. The
 * console may pick its agent (`agents`); the dashboard's goes to the signed-in agent and may carry
 * private notes. Each opening starts empty.
 */
export function AddLeadDialog(props: AddLeadProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {m.addLead}
      </Button>
      {open ? <AddLeadForm {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddLeadForm({ audience, agents, onClose }: AddLeadProps & { onClose: () => void }) {
  const id = useId();
  const create = useCreateManualLead(audience);
  const form = useServerForm({ resolver, defaultValues: empty, submit: create.mutateAsync, messages: { saved: m.leadAdded, failed: m.leadAddFailed }, onSaved: onClose, resetTo: 'empty' });
  const { register } = form;
  // The catalogue's "fill in all required fields" reads oddly beside one field.
  const error = (name: Name) => fieldErrorText(form.fieldError(name));
  const fieldId = (name: Name) => `${id}-${name}`;

  return (
    <FormDialog form={form} title={m.addLeadTitle} description={m.addLeadDescription} onClose={onClose} submitLabel={m.saveLead} busyLabel={m.saving} cancelLabel={m.cancel} className="max-w-lg">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('clientName')} label={m.fields.clientName} error={error('clientName')}>
          <Input id={fieldId('clientName')} autoComplete="off" required aria-required="true" {...fieldAria(fieldId('clientName'), { error: !!error('clientName') })} {...register('clientName')} />
        </FormField>
        <FormField id={fieldId('clientEmail')} label={m.fields.clientEmail} error={error('clientEmail')}>
          <Input id={fieldId('clientEmail')} type="email" autoComplete="off" required aria-required="true" {...fieldAria(fieldId('clientEmail'), { error: !!error('clientEmail') })} {...register('clientEmail')} />
        </FormField>
        <FormField id={fieldId('clientPhone')} label={m.fields.clientPhone} optional error={error('clientPhone')}>
          <Input id={fieldId('clientPhone')} type="tel" autoComplete="off" {...fieldAria(fieldId('clientPhone'), { error: !!error('clientPhone') })} {...register('clientPhone')} />
        </FormField>
        <FormField id={fieldId('type')} label={m.fields.type} error={error('type')}>
          <NativeSelect id={fieldId('type')} {...fieldAria(fieldId('type'), { error: !!error('type') })} {...register('type')}>
            {leadTypes.map((type) => (
              <option key={type} value={type}>
                {m.types[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {agents ? (
          <FormField id={fieldId('agentId')} label={m.fields.agent} optional error={error('agentId')} className="sm:col-span-2">
            <NativeSelect id={fieldId('agentId')} {...fieldAria(fieldId('agentId'), { error: !!error('agentId') })} {...register('agentId')}>
              <option value="none">{m.unassigned}</option>
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
      </div>
      <FormField id={fieldId('message')} label={m.fields.message} optional error={error('message')}>
        <Textarea id={fieldId('message')} {...fieldAria(fieldId('message'), { error: !!error('message') })} {...register('message')} />
      </FormField>
      {audience === 'me' ? (
        <FormField id={fieldId('notes')} label={m.fields.notes} optional hint={m.notesHint} error={error('notes')}>
          <Textarea id={fieldId('notes')} {...fieldAria(fieldId('notes'), { hint: true, error: !!error('notes') })} {...register('notes')} />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
