import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { bookMessages } from '@maple/shared/messages/book';
import { clientMailConsentInput, clientMailConsentMethods, clientMailConsentNoteMax, type ClientMailConsentRequest, type FundedMortgage } from '@maple/shared/schemas/funded-mortgages';
import { FormDialog } from '@/components/form-dialog';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { appClock } from '@/lib/clock';
import { useRecordClientMailConsent } from '../api/book-queries';
import type { LeadAudience } from '../api/lead-queries';

const m = bookMessages.givenConsent;
const resolver = zodResolver(clientMailConsentInput);
type Name = keyof ClientMailConsentRequest;

type Props = { audience: LeadAudience; mortgage: FundedMortgage; withText: boolean };

/**
 * "Record consent" on a row of the Book without express consent (issue 40 §4): the day the client
 * gave the agent express consent to mail, how, and a note of where the proof is. The renewal
 * reminders then mail the client. Refusals show on their field; a failed save keeps what was typed.
 */
export function BookConsentDialog(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant={props.withText ? 'outline' : 'ghost'} aria-label={m.openFor(props.mortgage.clientName)} onClick={() => setOpen(true)}>
        <MailCheck aria-hidden="true" />
        {props.withText ? m.open : null}
      </Button>
      {open ? <BookConsentForm {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function BookConsentForm({ audience, mortgage, onClose }: Props & { onClose: () => void }) {
  const id = useId();
  const today = brokerageDay(appClock.now());
  const record = useRecordClientMailConsent(audience, mortgage.id);
  const empty: ClientMailConsentRequest = { givenOn: today, method: '' as ClientMailConsentRequest['method'], note: '' };
  const form = useServerForm({ resolver, defaultValues: empty, submit: record.mutateAsync, messages: { saved: m.saved, failed: m.failed }, onSaved: onClose, resetTo: 'empty' });
  const { register } = form;
  const fieldId = (name: Name) => `${id}-${name}`;
  const error = (name: Name) => form.fieldError(name);
  return (
    <FormDialog form={form} title={m.title} description={m.description(mortgage.clientName)} onClose={onClose} submitLabel={m.save} busyLabel={m.saving} cancelLabel={m.cancel}>
      <FormField id={fieldId('givenOn')} label={m.givenOn} error={error('givenOn')}>
        <Input id={fieldId('givenOn')} type="date" max={today} required aria-required="true" {...fieldAria(fieldId('givenOn'), { error: !!error('givenOn') })} {...register('givenOn')} />
      </FormField>
      <FormField id={fieldId('method')} label={m.method} error={error('method')}>
        <NativeSelect id={fieldId('method')} required aria-required="true" {...fieldAria(fieldId('method'), { error: !!error('method') })} {...register('method')}>
          <option value="">{m.chooseMethod}</option>
          {clientMailConsentMethods.map((method) => (
            <option key={method} value={method}>
              {m.methods[method]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={fieldId('note')} label={m.note} optional hint={m.noteHint} error={error('note')}>
        <Textarea id={fieldId('note')} rows={3} maxLength={clientMailConsentNoteMax} {...fieldAria(fieldId('note'), { hint: true, error: !!error('note') })} {...register('note')} />
      </FormField>
    </FormDialog>
  );
}
