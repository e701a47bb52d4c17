import { useState } from 'react';
import { bilingualContentMessages as bm } from '@maple/shared/messages/bilingual-content';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { privacyPolicyMessages } from '@maple/shared/messages/privacy-policy';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { BrokerageSettings } from '@maple/shared/schemas/site';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { defaultPrivacyPolicyQuery } from '../api/default-privacy-policy';
import type { SettingsValues } from './settings-form-values';

const m = privacyPolicyMessages.console;

type Props = {
  /** The Settings tab's form: this group holds its policy and privacy officer inputs. */
  form: Pick<UseFormReturn<SettingsValues, unknown, BrokerageSettings>, 'register' | 'getValues' | 'setValue'> & { fieldError: (name: FieldPath<SettingsValues>) => string | undefined };
};

/**
 * The Settings tab's Privacy group (issue 26): the published policy's Markdown (empty publishes the
 * generated default) and the privacy officer the policy names. "Start from the default" fills the
 * box with the default as the saved settings generate it, to edit from there.
 */
export function PrivacySettingsGroup({ form: { register, getValues, setValue, fieldError } }: Props) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const startFromDefault = async () => {
    setConfirming(false);
    setLoading(true);
    try {
      const { markdown, markdownFr } = await client.fetchQuery(defaultPrivacyPolicyQuery());
      // Only the policies change: anything typed elsewhere meanwhile stays.
      setValue('privacyPolicy', markdown, { shouldDirty: true });
      setValue('privacyPolicyFr', markdownFr, { shouldDirty: true });
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
      <FormField id="settings-privacyOfficer-name" label={m.officerName} error={fieldError('privacyOfficer.name')}>
        <Input
          id="settings-privacyOfficer-name"
          autoComplete="off"
          {...fieldAria('settings-privacyOfficer-name', { error: !!fieldError('privacyOfficer.name') })}
          {...register('privacyOfficer.name')}
        />
      </FormField>
      <FormField id="settings-privacyOfficer-email" label={m.officerEmail} hint={m.officerHint} error={fieldError('privacyOfficer.email')}>
        <Input
          id="settings-privacyOfficer-email"
          type="email"
          autoComplete="off"
          {...fieldAria('settings-privacyOfficer-email', { hint: true, error: !!fieldError('privacyOfficer.email') })}
          {...register('privacyOfficer.email')}
        />
      </FormField>
      <FormField id="settings-privacyPolicy" label={m.policy} hint={m.policyHint} error={fieldError('privacyPolicy')} className="sm:col-span-2">
        <Textarea
          id="settings-privacyPolicy"
          rows={12}
          className="font-mono text-sm"
          {...fieldAria('settings-privacyPolicy', { hint: true, error: !!fieldError('privacyPolicy') })}
          {...register('privacyPolicy')}
        />
      </FormField>
      <div className="flex flex-col items-start gap-1 sm:col-span-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={loading}
          aria-describedby="settings-privacyPolicy-default-hint"
          onClick={() => (getValues('privacyPolicy').trim() || getValues('privacyPolicyFr').trim() ? setConfirming(true) : void startFromDefault())}
        >
          {m.startFromDefault}
        </Button>
        <p id="settings-privacyPolicy-default-hint" className="text-xs text-muted-foreground">
          {m.startFromDefaultHint}
        </p>
      </div>
      <FormField id="settings-privacyPolicyFr" label={bm.privacyPolicyFr} hint={bm.privacyPolicyFrHint} optional error={fieldError('privacyPolicyFr')} className="sm:col-span-2">
        <Textarea
          id="settings-privacyPolicyFr"
          rows={12}
          className="font-mono text-sm"
          {...fieldAria('settings-privacyPolicyFr', { hint: true, error: !!fieldError('privacyPolicyFr') })}
          {...register('privacyPolicyFr')}
        />
      </FormField>
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
