import { mappedResolver } from '@/components/form/mapped-resolver';
import { brokerageSettings, type BrokerageSettings } from '@maple/shared/schemas/site';

/** The form's copy of the record: the inbox list and the renewal milestones are typed as one line each. */
export type SettingsValues = Omit<BrokerageSettings, 'leadInboxEmails' | 'renewalMilestoneDays'> & { leadInboxEmails: string; renewalMilestoneDays: string };

export const toSettingsValues = (settings: BrokerageSettings): SettingsValues => ({
  ...settings,
  leadInboxEmails: settings.leadInboxEmails.join(', '),
  renewalMilestoneDays: settings.renewalMilestoneDays.join(', '),
});

export const toSettings = (values: SettingsValues): BrokerageSettings => ({
  ...values,
  leadInboxEmails: values.leadInboxEmails
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean),
  // Anything not a number stays NaN, which the schema refuses on the field.
  renewalMilestoneDays: values.renewalMilestoneDays
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number),
});

/** Every input's name, nested ones included, so the server's `socialLinks.x` lands beside its own input. */
export function settingsFieldNames(values: SettingsValues): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key],
  );
}

/**
 * Checks the form with the schema `PUT /api/admin/settings` validates with, on the record the
 * inputs stand for; a message about one address of the inbox list belongs to the list's input.
 */
export const settingsResolver = mappedResolver<SettingsValues, BrokerageSettings>(brokerageSettings, toSettings);
