import { useId } from 'react';
import { rateAlertConsentWording } from '@maple/shared/consent-wording';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { rateAlertsMessages as m } from '@maple/shared/messages/rate-alerts';
import { provinces, type ProvinceCode } from '@maple/shared/provinces';
import { rateAlertRequest, type RateAlertRequest } from '@maple/shared/schemas/rate-alerts';
import { standardTermMonths } from '@maple/shared/terms';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { HoneypotInput } from '@/features/leads/components/honeypot-input';
import { currentPagePath } from '@/features/leads/lead-form';
import { provinceOptionLabel } from '@/features/rates/province-param';
import { useSite } from '@/features/site/api/site-queries';
import { fillMessage } from '@/lib/message-template';
import { useCreateRateAlert } from '@/features/rate-alerts/api/create-rate-alert';

type Values = { email: string; province: ProvinceCode; termMonths: string; company_url: string };

const resolver = mappedResolver<Values, RateAlertRequest>(rateAlertRequest, (values) => ({ ...values, termMonths: Number(values.termMonths), page: currentPagePath() }));

/**
 * The rates page's alert form (issue 40 §5, decision 105): email, province and term, the consent's
 * words above the button (as the newsletter's, decision 046). Nothing is set until the address's
 * owner confirms from the mailed link (decision 058), which the success toast says. Loaded only
 * when the visitor opens it, so the rates page's own download stays as it was.
 */
export default function RateAlertForm({ province }: { province: ProvinceCode }) {
  const id = useId();
  const create = useCreateRateAlert();
  const { data: site } = useSite();
  const form = useServerForm<Values, RateAlertRequest, unknown>({
    resolver,
    defaultValues: { email: '', province, termMonths: '60', company_url: '' },
    submit: (body) => create.mutateAsync(body),
    messages: { saved: m.checkInbox, failed: m.failed },
    resetTo: 'empty',
    guard: false,
  });
  const field = (name: keyof Values) => `${id}-${name}`;
  const consentId = `${id}-consent`;
  return (
    <form noValidate onSubmit={form.onSubmit} className="relative grid gap-4 sm:grid-cols-3" aria-label={m.title}>
      <FormField id={field('email')} label={m.emailLabel} error={form.fieldError('email')} className="sm:col-span-3">
        <Input id={field('email')} type="email" autoComplete="email" required aria-required="true" {...fieldAria(field('email'), { error: !!form.fieldError('email') })} {...form.register('email')} />
      </FormField>
      <FormField id={field('province')} label={m.provinceLabel} error={form.fieldError('province')} className="sm:col-span-2">
        <NativeSelect id={field('province')} {...fieldAria(field('province'), { error: !!form.fieldError('province') })} {...form.register('province')}>
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {provinceOptionLabel(p.code)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={field('termMonths')} label={m.termLabel} error={form.fieldError('termMonths')}>
        <NativeSelect id={field('termMonths')} {...fieldAria(field('termMonths'), { error: !!form.fieldError('termMonths') })} {...form.register('termMonths')}>
          {standardTermMonths.map((months) => (
            <option key={months} value={String(months)}>
              {fillMessage(m.termOption, { years: String(months / 12) })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <HoneypotInput label={leadFormsMessages.honeypot} {...form.register('company_url')} />
      <div className="flex flex-col gap-3 sm:col-span-3">
        {site ? (
          <p id={consentId} className="text-sm text-muted-foreground">
            {rateAlertConsentWording(site, m)}
          </p>
        ) : null}
        <SubmitButton busy={form.busy} busyLabel={m.submitting} aria-describedby={site ? consentId : undefined} className="w-full sm:w-auto sm:self-start">
          {m.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
