import type { ReactNode } from 'react';
import { bilingualContentMessages as bm } from '@maple/shared/messages/bilingual-content';
import { BilingualColumns } from '@/components/bilingual-columns';
import { Controller, useWatch } from 'react-hook-form';
import { settingsMessages as m } from '@maple/shared/messages/settings';
import { leadRoutings, settingsLimits, type BrokerageSettings, type LeadRouting } from '@maple/shared/schemas/site';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImageField } from '../../components/catalogue/image-field';
import { useBrokerageSettings, useSaveBrokerageSettings } from '../api/settings-queries';
import { PrivacySettingsGroup } from './privacy-settings-group';
import { settingsFieldNames, settingsResolver, toSettingsValues, type SettingsValues } from './settings-form-values';

type TextKey = { [K in keyof SettingsValues]: SettingsValues[K] extends string ? K : never }[keyof SettingsValues];
type SocialKey = keyof SettingsValues['socialLinks'];

const routingLabels: Record<LeadRouting, string> = {
  none: m.leadRoutingNone,
  'round-robin': m.leadRoutingRoundRobin,
  'by-province': m.leadRoutingByProvince,
};

/** The console's Settings tab (issue 18): the brokerage's identity, lead inbox and routing. */
export function SettingsTab() {
  return (
    <QueryStates query={useBrokerageSettings()} messages={{ loadFailed: m.loadFailed }} className="min-h-48">
      {(data) => <SettingsForm initial={data.settings} />}
    </QueryStates>
  );
}

function SettingsForm({ initial }: { initial: BrokerageSettings }) {
  // Not re-keyed on a refetch: what the super admin is typing is never replaced under them.
  const save = useSaveBrokerageSettings();
  const form = useServerForm({
    resolver: settingsResolver,
    defaultValues: toSettingsValues(initial),
    fields: settingsFieldNames(toSettingsValues(initial)),
    submit: save.mutateAsync,
    messages: { saved: m.saved, failed: m.saveFailed },
    // The server's copy from now on (it may have tidied what was typed).
    onSaved: (answer) => form.reset(toSettingsValues(answer.settings)),
  });
  const { register, control, fieldError, dirty, busy, onSubmit } = form;
  const seoDescription = useWatch({ control, name: 'defaultSeoDescription' });
  const seoDescriptionFr = useWatch({ control, name: 'defaultSeoDescriptionFr' });

  const text = (key: TextKey, label: string, options: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <FormField id={`settings-${key}`} label={label} hint={options.hint} error={fieldError(key)}>
      <Input
        id={`settings-${key}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        {...fieldAria(`settings-${key}`, { hint: !!options.hint, error: !!fieldError(key) })}
        {...register(key)}
      />
    </FormField>
  );
  // The image fields are controlled (an upload fills the address).
  const image = (key: 'partnerLogoUrl' | 'shareImageUrl', label: string, urlLabel: string, hint: string) => (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name={key}
        render={({ field }) => (
          <ImageField
            id={`settings-${key}`}
            label={label}
            urlLabel={urlLabel}
            bucket="site-images"
            value={field.value}
            onChange={field.onChange}
            error={fieldError(key)}
            uploaded={m.imageUploaded}
            failed={m.imageUploadFailed}
          />
        )}
      />
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-4xl flex-col gap-6" aria-describedby="settings-intro">
      <p id="settings-intro" className="text-sm text-muted-foreground">
        {m.intro}
      </p>

      <Group title={m.identity}>
        {text('teamName', m.teamName)}
        {text('legalName', m.legalName)}
        {text('authorizedName', m.authorizedName, { hint: m.authorizedNameHint })}
        {text('brokerageLicenceNumber', m.brokerageLicenceNumber, { hint: m.brokerageLicenceNumberHint })}
        {text('amfRegistrationNumber', bm.amfRegistrationNumber, { hint: bm.amfRegistrationNumberHint })}
        {text('agentLicencePrefix', m.agentLicencePrefix)}
        {text('partnerName', m.partnerName)}
        {image('partnerLogoUrl', m.partnerLogo, m.partnerLogoAddress, m.partnerLogoHint)}
      </Group>

      <Group title={m.contact}>
        <div className="sm:col-span-2">{text('officeAddress', m.officeAddress, { autoComplete: 'street-address' })}</div>
        {text('phone', m.phone, { type: 'tel' })}
        {text('tollFree', m.tollFree, { type: 'tel' })}
      </Group>

      <Group title={m.leads}>
        <div className="sm:col-span-2">{text('leadInboxEmails', m.leadInboxEmails, { hint: m.leadInboxEmailsHint, type: 'text' })}</div>
        {text('mailFromName', m.mailFromName)}
        <FormField id="settings-leadRouting" label={m.leadRouting} error={fieldError('leadRouting')}>
          <NativeSelect id="settings-leadRouting" {...fieldAria('settings-leadRouting', { error: !!fieldError('leadRouting') })} {...register('leadRouting')}>
            {leadRoutings.map((routing) => (
              <option key={routing} value={routing}>
                {routingLabels[routing]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('assistantName', m.assistantName)}
        {text('newsletterSignupUrl', m.newsletterSignupUrl, { type: 'url' })}
        <FormField id="settings-portalReminderDays" label={m.portalReminderDays} hint={m.portalReminderDaysHint} error={fieldError('portalReminderDays')}>
          <Input
            id="settings-portalReminderDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            {...fieldAria('settings-portalReminderDays', { hint: true, error: !!fieldError('portalReminderDays') })}
            {...register('portalReminderDays', { valueAsNumber: true })}
          />
        </FormField>
        <FormField id="settings-pipelineStaleDays" label={m.pipelineStaleDays} hint={m.pipelineStaleDaysHint} error={fieldError('pipelineStaleDays')}>
          <Input
            id="settings-pipelineStaleDays"
            type="number"
            inputMode="numeric"
            min={settingsLimits.pipelineStaleDays.min}
            max={settingsLimits.pipelineStaleDays.max}
            {...fieldAria('settings-pipelineStaleDays', { hint: true, error: !!fieldError('pipelineStaleDays') })}
            {...register('pipelineStaleDays', { valueAsNumber: true })}
          />
        </FormField>
        {text('renewalMilestoneDays', m.renewalMilestoneDays, { hint: m.renewalMilestoneDaysHint })}
        <FormField id="settings-rateDropThresholdBps" label={m.rateDropThresholdBps} hint={m.rateDropThresholdBpsHint} error={fieldError('rateDropThresholdBps')}>
          <Input
            id="settings-rateDropThresholdBps"
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            {...fieldAria('settings-rateDropThresholdBps', { hint: true, error: !!fieldError('rateDropThresholdBps') })}
            {...register('rateDropThresholdBps', { valueAsNumber: true })}
          />
        </FormField>
      </Group>

      <Group title={m.content}>
        <div className="sm:col-span-2">
          <BilingualColumns
            headingLevel={2}
            english={
              <>
                <FormField id="settings-disclaimer" label={m.disclaimer} hint={m.disclaimerHint} error={fieldError('disclaimer')}>
                  <Textarea id="settings-disclaimer" rows={6} {...fieldAria('settings-disclaimer', { hint: true, error: !!fieldError('disclaimer') })} {...register('disclaimer')} />
                </FormField>
                <FormField id="settings-defaultSeoDescription" label={m.defaultSeoDescription} hint={`${seoDescription.length}/160`} error={fieldError('defaultSeoDescription')}>
                  <Textarea
                    id="settings-defaultSeoDescription"
                    rows={2}
                    {...fieldAria('settings-defaultSeoDescription', { hint: true, error: !!fieldError('defaultSeoDescription') })}
                    {...register('defaultSeoDescription')}
                  />
                </FormField>
                <FormField id="settings-portalDisclosures" label={m.portalDisclosures} optional hint={m.portalDisclosuresHint} error={fieldError('portalDisclosures')}>
                  <Textarea
                    id="settings-portalDisclosures"
                    rows={6}
                    {...fieldAria('settings-portalDisclosures', { hint: true, error: !!fieldError('portalDisclosures') })}
                    {...register('portalDisclosures')}
                  />
                </FormField>
              </>
            }
            french={
              <>
                <FormField id="settings-disclaimerFr" label={bm.disclaimerFr} optional error={fieldError('disclaimerFr')}>
                  <Textarea id="settings-disclaimerFr" rows={6} {...fieldAria('settings-disclaimerFr', { error: !!fieldError('disclaimerFr') })} {...register('disclaimerFr')} />
                </FormField>
                <FormField id="settings-defaultSeoDescriptionFr" label={bm.defaultSeoDescriptionFr} optional hint={`${seoDescriptionFr.length}/160`} error={fieldError('defaultSeoDescriptionFr')}>
                  <Textarea
                    id="settings-defaultSeoDescriptionFr"
                    rows={2}
                    {...fieldAria('settings-defaultSeoDescriptionFr', { hint: true, error: !!fieldError('defaultSeoDescriptionFr') })}
                    {...register('defaultSeoDescriptionFr')}
                  />
                </FormField>
                <FormField id="settings-portalDisclosuresFr" label={bm.portalDisclosuresFr} optional error={fieldError('portalDisclosuresFr')}>
                  <Textarea id="settings-portalDisclosuresFr" rows={6} {...fieldAria('settings-portalDisclosuresFr', { error: !!fieldError('portalDisclosuresFr') })} {...register('portalDisclosuresFr')} />
                </FormField>
              </>
            }
          />
        </div>
        {image('shareImageUrl', m.shareImage, m.shareImageAddress, m.shareImageHint)}
      </Group>

      <Group title={m.social}>
        {(Object.keys(initial.socialLinks) as SocialKey[]).map((key) => (
          <FormField key={key} id={`settings-socialLinks-${key}`} label={m.socialNetworks[key]} error={fieldError(`socialLinks.${key}`)}>
            <Input
              id={`settings-socialLinks-${key}`}
              type="url"
              inputMode="url"
              {...fieldAria(`settings-socialLinks-${key}`, { error: !!fieldError(`socialLinks.${key}`) })}
              {...register(`socialLinks.${key}`)}
            />
          </FormField>
        ))}
      </Group>

      <PrivacySettingsGroup form={form} />

      <Group title={m.security}>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" aria-describedby="settings-requireTwoFactor-hint" {...register('requireTwoFactor')} />
            {m.requireTwoFactor}
          </label>
          <p id="settings-requireTwoFactor-hint" className="text-xs text-muted-foreground">
            {m.requireTwoFactorHint}
          </p>
        </div>
      </Group>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t bg-background py-3">
        <Button type="submit" disabled={busy}>
          {m.save}
        </Button>
        {dirty ? (
          <p role="status" className="text-sm text-muted-foreground">
            {m.unsaved}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 text-base font-semibold text-navy-900">{title}</legend>
      {children}
    </fieldset>
  );
}
