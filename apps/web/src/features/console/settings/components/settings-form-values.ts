import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { brokerageSettings, type BrokerageSettings } from '@maple/shared/schemas/site';

/** The form's copy of the record: the inbox list is typed as one line of addresses. */
export type SettingsValues = Omit<BrokerageSettings, 'leadInboxEmails'> & { leadInboxEmails: string };

export const toSettingsValues = (settings: BrokerageSettings): SettingsValues => ({ ...settings, leadInboxEmails: settings.leadInboxEmails.join(', ') });

export const toSettings = (values: SettingsValues): BrokerageSettings => ({
  ...values,
  leadInboxEmails: values.leadInboxEmails
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean),
});

/** Every input's name, nested ones included, so the server's `socialLinks.x` lands beside its own input. */
export function settingsFieldNames(values: SettingsValues): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key],
  );
}

/** The first message found in a nested error (`leadInboxEmails.2`), for the one input that holds the whole list. */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (typeof (error as FieldError).message === 'string') return error as FieldError;
  for (const inner of Object.values(error)) {
    const found = firstError(inner);
    if (found) return found;
  }
  return undefined;
}

const check = zodResolver(brokerageSettings);

/**
 * Checks the form with the schema `PUT /api/admin/settings` validates with, on the record the
 * inputs stand for; a message about one address of the inbox list belongs to the list's input.
 */
export const settingsResolver: Resolver<SettingsValues, unknown, BrokerageSettings> = async (values, context, options) => {
  const result = await check(toSettings(values) as never, context, options as never);
  const errors = result.errors as FieldErrors<SettingsValues>;
  if (errors.leadInboxEmails && !errors.leadInboxEmails.message) {
    const inbox = firstError(errors.leadInboxEmails);
    if (inbox) errors.leadInboxEmails = { type: inbox.type, message: inbox.message };
  }
  return result as unknown as Awaited<ReturnType<Resolver<SettingsValues, unknown, BrokerageSettings>>>;
};
