import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { privacyPolicyMessages } from '@maple/shared/messages/privacy-policy';
import type { BrokerageSettings } from '@maple/shared/schemas/site';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { defaultPrivacyPolicyQuery } from '../api/default-privacy-policy';

const m = privacyPolicyMessages.console;

type PrivacyValues = Pick<BrokerageSettings, 'privacyPolicy' | 'privacyOfficer'>;

type Props = {
  values: PrivacyValues;
  errors: Partial<Record<string, string>>;
  /** The fields changed; the tab merges them into its own values (a default that arrives later changes only the policy). */
  onChange: (changes: Partial<PrivacyValues>) => void;
};

/**
 * The Settings tab's Privacy group (issue 26): the published policy's Markdown (empty publishes the
 * generated default) and the privacy officer the policy names. "Start from the default" fills the
 * box with the default as the saved settings generate it, to edit from there.
 */
export function PrivacySettingsGroup({ values, errors, onChange }: Props) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const setOfficer = (key: keyof PrivacyValues['privacyOfficer'], value: string) => onChange({ privacyOfficer: { ...values.privacyOfficer, [key]: value } });

  const startFromDefault = async () => {
    setConfirming(false);
    setLoading(true);
    try {
      const { markdown } = await client.fetchQuery(defaultPrivacyPolicyQuery());
      onChange({ privacyPolicy: markdown });
      document.getElementById('settings-privacyPolicy')?.focus();
    } catch {
      toast.error(m.defaultFailed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 text-base font-semibold text-navy-900">{m.group}</legend>
      <FormField id="settings-privacyOfficer-name" label={m.officerName} error={errors['privacyOfficer.name']}>
        <Input
          id="settings-privacyOfficer-name"
          autoComplete="off"
          value={values.privacyOfficer.name}
          onChange={(e) => setOfficer('name', e.target.value)}
          {...fieldAria('settings-privacyOfficer-name', { error: !!errors['privacyOfficer.name'] })}
        />
      </FormField>
      <FormField id="settings-privacyOfficer-email" label={m.officerEmail} hint={m.officerHint} error={errors['privacyOfficer.email']}>
        <Input
          id="settings-privacyOfficer-email"
          type="email"
          autoComplete="off"
          value={values.privacyOfficer.email}
          onChange={(e) => setOfficer('email', e.target.value)}
          {...fieldAria('settings-privacyOfficer-email', { hint: true, error: !!errors['privacyOfficer.email'] })}
        />
      </FormField>
      <FormField id="settings-privacyPolicy" label={m.policy} hint={m.policyHint} error={errors.privacyPolicy} className="sm:col-span-2">
        <Textarea
          id="settings-privacyPolicy"
          rows={12}
          value={values.privacyPolicy}
          onChange={(e) => onChange({ privacyPolicy: e.target.value })}
          className="font-mono text-sm"
          {...fieldAria('settings-privacyPolicy', { hint: true, error: !!errors.privacyPolicy })}
        />
      </FormField>
      <div className="flex flex-col items-start gap-1 sm:col-span-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={loading}
          aria-describedby="settings-privacyPolicy-default-hint"
          onClick={() => (values.privacyPolicy.trim() ? setConfirming(true) : void startFromDefault())}
        >
          {m.startFromDefault}
        </Button>
        <p id="settings-privacyPolicy-default-hint" className="text-xs text-muted-foreground">
          {m.startFromDefaultHint}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.replaceTitle}
        description={m.replaceDescription}
        confirmLabel={m.replaceConfirm}
        cancelLabel={m.cancel}
        onConfirm={() => void startFromDefault()}
      />
    </fieldset>
  );
}
