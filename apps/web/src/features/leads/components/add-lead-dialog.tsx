import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { createManualLeadInput, leadTypes, type CreateManualLeadInput, type CreateManualLeadRequest } from '@maple/shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateManualLead, type LeadAudience } from '../api/lead-queries';
import { applyServerFieldErrors, fieldErrorText } from '../lead-form';

const m = leadManagementMessages;
const names = ['clientName', 'clientEmail', 'clientPhone', 'type', 'message', 'notes', 'agentId'] as const;
const empty: CreateManualLeadRequest = { clientName: '', clientEmail: '', clientPhone: '', type: 'contact', message: '', notes: '', agentId: 'none' };

/**
 * 'Add lead': a lead received by phone or in person, saved with source Manual and status new. The
 * console may pick its agent (`agents`); the dashboard's goes to the signed-in agent and may carry
 * private notes.
 */
export function AddLeadDialog({ audience, agents }: { audience: LeadAudience; agents?: readonly { id: string; name: string }[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const create = useCreateManualLead(audience);
  const form = useForm<CreateManualLeadRequest, unknown, CreateManualLeadInput>({ resolver: zodResolver(createManualLeadInput), defaultValues: empty });
  const { register, handleSubmit, formState } = form;
  const error = (name: (typeof names)[number]) => fieldErrorText(formState.errors[name]?.message);
  const fieldId = (name: string) => `${id}-${name}`;

  const send = (input: CreateManualLeadInput) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success(m.leadAdded);
        form.reset(empty);
        setOpen(false);
      },
      onError: (err) => {
        toast.error(m.leadAddFailed);
        applyServerFieldErrors(err, form.setError, names);
      },
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          {m.addLead}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>{m.addLeadTitle}</DialogTitle>
        <DialogDescription>{m.addLeadDescription}</DialogDescription>
        <form noValidate onSubmit={handleSubmit(send)} className="flex flex-col gap-4">
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
              <NativeSelect id={fieldId('type')} {...register('type')}>
                {leadTypes.map((type) => (
                  <option key={type} value={type}>
                    {m.types[type]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {agents ? (
              <FormField id={fieldId('agentId')} label={m.fields.agent} optional error={error('agentId')} className="sm:col-span-2">
                <NativeSelect id={fieldId('agentId')} {...register('agentId')}>
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
            <Textarea id={fieldId('message')} {...register('message')} />
          </FormField>
          {audience === 'me' ? (
            <FormField id={fieldId('notes')} label={m.fields.notes} optional hint={m.notesHint} error={error('notes')}>
              <Textarea id={fieldId('notes')} {...fieldAria(fieldId('notes'), { hint: true, error: !!error('notes') })} {...register('notes')} />
            </FormField>
          ) : null}
          <Button type="submit" className="self-end" disabled={create.isPending}>
            {create.isPending ? m.saving : m.saveLead}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
