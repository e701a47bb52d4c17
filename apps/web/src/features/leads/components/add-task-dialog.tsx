import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { tasksMessages } from '@maple/shared/messages/tasks';
import { createTaskInput, type CreateTaskRequest } from '@maple/shared/schemas/tasks';
import { FormDialog } from '@/components/form-dialog';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { LeadAudience } from '../api/lead-queries';
import { useCreateTask } from '../api/task-queries';
import type { AgentChoice } from './lead-agent-select';

const m = tasksMessages.form;
const resolver = zodResolver(createTaskInput);
type Name = keyof CreateTaskRequest;

type AddTaskProps = { audience: LeadAudience; leadId: string; openFileId: string | null; agents?: readonly AgentChoice[]; today: string };

/**
 * "Add task" in the lead drawer: a title, a due day (today by default), optionally about the lead's
 * open mortgage file, and in the console, on an unassigned lead, whom it is for (a lead with an
 * agent keeps its tasks with that agent, decision 109).
 * Refusals show on their field; a failed save keeps what was typed.
 */
export function AddTaskDialog(props: AddTaskProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {m.add}
      </Button>
      {open ? <AddTaskForm {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddTaskForm({ audience, leadId, openFileId, agents, today, onClose }: AddTaskProps & { onClose: () => void }) {
  const id = useId();
  const create = useCreateTask(audience);
  const empty: CreateTaskRequest = { leadId, title: '', dueDate: today, fileId: '', agentId: '' };
  const form = useServerForm({ resolver, defaultValues: empty, submit: create.mutateAsync, messages: { saved: tasksMessages.toast.added, failed: tasksMessages.toast.failed }, onSaved: onClose, resetTo: 'empty' });
  const { register } = form;
  const fieldId = (name: Name) => `${id}-${name}`;
  const error = (name: Name) => form.fieldError(name);
  return (
    <FormDialog form={form} title={m.dialogTitle} description={m.dialogDescription} onClose={onClose} submitLabel={m.save} busyLabel={m.saving} cancelLabel={m.cancel}>
      <FormField id={fieldId('title')} label={m.title} error={error('title')}>
        <Input id={fieldId('title')} autoComplete="off" required aria-required="true" {...fieldAria(fieldId('title'), { error: !!error('title') })} {...register('title')} />
      </FormField>
      <FormField id={fieldId('dueDate')} label={m.dueDate} error={error('dueDate')}>
        <Input id={fieldId('dueDate')} type="date" required aria-required="true" {...fieldAria(fieldId('dueDate'), { error: !!error('dueDate') })} {...register('dueDate')} />
      </FormField>
      {openFileId ? (
        <FormField id={fieldId('fileId')} label={m.about} error={error('fileId')}>
          <NativeSelect id={fieldId('fileId')} {...fieldAria(fieldId('fileId'), { error: !!error('fileId') })} {...register('fileId')}>
            <option value="">{m.aboutLead}</option>
            <option value={openFileId}>{m.onFile}</option>
          </NativeSelect>
        </FormField>
      ) : null}
      {agents ? (
        <FormField id={fieldId('agentId')} label={m.agent} error={error('agentId')}>
          <NativeSelect id={fieldId('agentId')} {...fieldAria(fieldId('agentId'), { error: !!error('agentId') })} {...register('agentId')}>
            <option value="">{m.chooseAgent}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
    </FormDialog>
  );
}
