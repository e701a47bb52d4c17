import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { settingsMessages as m } from '@maple/shared/messages/settings';
import { leadRoutings, type BrokerageSettings, type LeadRouting } from '@maple/shared/schemas/site';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ImageField } from '../../components/catalogue/image-field';
import { useBrokerageSettings, useSaveBrokerageSettings } from '../api/settings-queries';
import { PrivacySettingsGroup } from './privacy-settings-group';

/** The form's copy of the record: the inbox list is typed as one line of addresses. */
type Values = Omit<BrokerageSettings, 'leadInboxEmails'> & { leadInboxEmails: string };
type Errors = Partial<Record<string, string>>;

const toValues = (settings: BrokerageSettings): Values => ({ ...settings, leadInboxEmails: settings.leadInboxEmails.join(', ') });
const toSettings = (values: Values): BrokerageSettings => ({
  ...values,
  leadInboxEmails: values.leadInboxEmails
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean),
});

const routingLabels: Record<LeadRouting, string> = {
  none: m.leadRoutingNone,
  'round-robin': m.leadRoutingRoundRobin,
  'by-province': m.leadRoutingByProvince,
};

// A server message for `leadInboxEmails.2` or `socialLinks.x` belongs to that field's control.
const fieldOf = (path: string) => (path.startsWith('leadInboxEmails') ? 'leadInboxEmails' : path);

/** The console's Settings tab (issue 18): the brokerage's identity, lead inbox and routing. */
export function SettingsTab() {
  const { data, isPending, isError } = useBrokerageSettings();
  if (isPending) return <PageSpinner minHeight="min-h-48" />;
  if (isError || !data) return <p role="alert" className="text-destructive">{m.loadFailed}</p>;
  return <SettingsForm initial={data.settings} />;
}

function SettingsForm({ initial }: { initial: BrokerageSettings }) {
  // Not re-keyed on a refetch: what the super admin is typing is never replaced under them.
  const [saved, setSaved] = useState(() => toValues(initial));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveBrokerageSettings();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setSocial = (key: keyof Values['socialLinks'], value: string) => setValues((v) => ({ ...v, socialLinks: { ...v.socialLinks, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutateAsync(toSettings(values)).then(
      (answer) => {
        const next = toValues(answer.settings);
        setSaved(next);
        setValues(next);
        toast.success(m.saved);
      },
      (error: unknown) => {
        if (isApiError(error) && error.fields) {
          const found: Errors = {};
          for (const [path, message] of Object.entries(error.fields)) found[fieldOf(path)] ??= Array.isArray(message) ? message[0] : String(message);
          setErrors(found);
          document.getElementById(`settings-${Object.keys(found)[0]?.replace('.', '-')}`)?.focus();
        }
        toast.error(isApiError(error) ? error.message : m.saveFailed);
      },
    );
  };

  const text = (key: keyof Values & string, label: string, options: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <FormField id={`settings-${key}`} label={label} hint={options.hint} error={errors[key]}>
      <Input
        id={`settings-${key}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        value={values[key] as string}
        onChange={(e) => set(key, e.target.value as never)}
        {...fieldAria(`settings-${key}`, { hint: !!options.hint, error: !!errors[key] })}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-4xl flex-col gap-6" aria-describedby="settings-intro">
      <p id="settings-intro" className="text-sm text-muted-foreground">
        {m.intro}
      </p>

      <Group title={m.identity}>
        {text('teamName', m.teamName)}
        {text('legalName', m.legalName)}
        {text('authorizedName', m.authorizedName, { hint: m.authorizedNameHint })}
        {text('brokerageLicenceNumber', m.brokerageLicenceNumber, { hint: m.brokerageLicenceNumberHint })}
        {text('agentLicencePrefix', m.agentLicencePrefix)}
        {text('partnerName', m.partnerName)}
        <div className="sm:col-span-2">
          <ImageField
            id="settings-partnerLogoUrl"
            label={m.partnerLogo}
            urlLabel={m.partnerLogoAddress}
            bucket="site-images"
            value={values.partnerLogoUrl}
            onChange={(url) => set('partnerLogoUrl', url)}
            error={errors.partnerLogoUrl}
            uploaded={m.imageUploaded}
            failed={m.imageUploadFailed}
          />
          <p className="mt-1 text-xs text-muted-foreground">{m.partnerLogoHint}</p>
        </div>
      </Group>

      <Group title={m.contact}>
        <div className="sm:col-span-2">{text('officeAddress', m.officeAddress, { autoComplete: 'street-address' })}</div>
        {text('phone', m.phone, { type: 'tel' })}
        {text('tollFree', m.tollFree, { type: 'tel' })}
      </Group>

      <Group title={m.leads}>
        <div className="sm:col-span-2">{text('leadInboxEmails', m.leadInboxEmails, { hint: m.leadInboxEmailsHint, type: 'text' })}</div>
        {text('mailFromName', m.mailFromName)}
        <FormField id="settings-leadRouting" label={m.leadRouting} error={errors.leadRouting}>
          <NativeSelect id="settings-leadRouting" value={values.leadRouting} onChange={(e) => set('leadRouting', e.target.value as LeadRouting)} {...fieldAria('settings-leadRouting', { error: !!errors.leadRouting })}>
            {leadRoutings.map((routing) => (
              <option key={routing} value={routing}>
                {routingLabels[routing]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('assistantName', m.assistantName)}
        {text('newsletterSignupUrl', m.newsletterSignupUrl, { type: 'url' })}
      </Group>

      <Group title={m.content}>
        <FormField id="settings-disclaimer" label={m.disclaimer} hint={m.disclaimerHint} error={errors.disclaimer} className="sm:col-span-2">
          <Textarea id="settings-disclaimer" rows={6} value={values.disclaimer} onChange={(e) => set('disclaimer', e.target.value)} {...fieldAria('settings-disclaimer', { hint: true, error: !!errors.disclaimer })} />
        </FormField>
        <FormField id="settings-defaultSeoDescription" label={m.defaultSeoDescription} hint={`${values.defaultSeoDescription.length}/160`} error={errors.defaultSeoDescription} className="sm:col-span-2">
          <Textarea
            id="settings-defaultSeoDescription"
            rows={2}
            value={values.defaultSeoDescription}
            onChange={(e) => set('defaultSeoDescription', e.target.value)}
            {...fieldAria('settings-defaultSeoDescription', { hint: true, error: !!errors.defaultSeoDescription })}
          />
        </FormField>
        <div className="sm:col-span-2">
          <ImageField
            id="settings-shareImageUrl"
            label={m.shareImage}
            urlLabel={m.shareImageAddress}
            bucket="site-images"
            value={values.shareImageUrl}
            onChange={(url) => set('shareImageUrl', url)}
            error={errors.shareImageUrl}
            uploaded={m.imageUploaded}
            failed={m.imageUploadFailed}
          />
          <p className="mt-1 text-xs text-muted-foreground">{m.shareImageHint}</p>
        </div>
      </Group>

      <Group title={m.social}>
        {(Object.keys(values.socialLinks) as (keyof Values['socialLinks'])[]).map((key) => (
          <FormField key={key} id={`settings-socialLinks-${key}`} label={m.socialNetworks[key]} error={errors[`socialLinks.${key}`]}>
            <Input
              id={`settings-socialLinks-${key}`}
              type="url"
              inputMode="url"
              value={values.socialLinks[key]}
              onChange={(e) => setSocial(key, e.target.value)}
              {...fieldAria(`settings-socialLinks-${key}`, { error: !!errors[`socialLinks.${key}`] })}
            />
          </FormField>
        ))}
      </Group>

      <PrivacySettingsGroup values={values} errors={errors} onChange={(changes) => setValues((v) => ({ ...v, ...changes }))} />

      <Group title={m.security}>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={values.requireTwoFactor}
              onChange={(e) => set('requireTwoFactor', e.target.checked)}
              aria-describedby="settings-requireTwoFactor-hint"
            />
            {m.requireTwoFactor}
          </label>
          <p id="settings-requireTwoFactor-hint" className="text-xs text-muted-foreground">
            {m.requireTwoFactorHint}
          </p>
        </div>
      </Group>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t bg-background py-3">
        <Button type="submit" disabled={save.isPending}>
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
