import { z } from 'zod';
import { settingsMessages } from '../messages/settings.ts';
import { isOwnFileUrl } from '../own-file-url.ts';
import { isWebUrl } from './agent-edit.ts';
import { phoneText, text } from './text.ts';

const m = settingsMessages;

/** How a new lead that names no agent finds one (issue 18). */
export const leadRoutings = ['none', 'round-robin', 'by-province'] as const;
export type LeadRouting = (typeof leadRoutings)[number];

export const settingsLimits = {
  name: 100,
  licenceLine: 200,
  address: 300,
  phone: 30,
  prefix: 40,
  disclaimer: 5000,
  seoDescription: 160,
  url: 500,
  inboxEmails: 5,
} as const;

const line = (max: number, tooLong: string = m.tooLong) => text({ max, tooLong });
const webUrlOrNone = () => line(settingsLimits.url).refine((v) => v === '' || isWebUrl(v), m.invalidUrl);
/** Images come through our own upload pipeline only: an outside picture could change or track visitors. */
const ownImageOrNone = () => line(settingsLimits.url).refine((v) => v === '' || isOwnFileUrl(v), m.invalidImage);

const inboxEmails = z
  .array(text({ max: 254 }).pipe(z.email(m.invalidEmail)), { error: m.invalidEmail })
  .max(settingsLimits.inboxEmails, m.tooManyEmails)
  .refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, m.duplicateEmail);

export const settingsSocialLinks = z.strictObject({
  facebook: webUrlOrNone(),
  instagram: webUrlOrNone(),
  linkedin: webUrlOrNone(),
  youtube: webUrlOrNone(),
  x: webUrlOrNone(),
});

/**
 * `PUT /api/admin/settings` and the record kept in `site_settings`: the whole set at once, so a
 * save is all or nothing. An empty string is "not set"; the go-live fields may be empty (the
 * console says so in a banner) because a fresh production database starts with nothing.
 */
export const brokerageSettings = z.strictObject({
  teamName: line(settingsLimits.name),
  legalName: line(settingsLimits.name),
  licenceLine: line(settingsLimits.licenceLine),
  agentLicencePrefix: line(settingsLimits.prefix),
  officeAddress: line(settingsLimits.address),
  phone: phoneText({ max: settingsLimits.phone, tooLong: m.tooLong }),
  tollFree: phoneText({ max: settingsLimits.phone, tooLong: m.tooLong }),
  leadInboxEmails: inboxEmails,
  mailFromName: line(settingsLimits.name),
  disclaimer: text({ max: settingsLimits.disclaimer, multiline: true, tooLong: m.tooLong }),
  partnerName: line(settingsLimits.name),
  partnerLogoUrl: ownImageOrNone(),
  socialLinks: settingsSocialLinks,
  defaultSeoDescription: text({ max: settingsLimits.seoDescription, tooLong: m.seoDescriptionTooLong }),
  shareImageUrl: ownImageOrNone(),
  newsletterSignupUrl: webUrlOrNone(),
  assistantName: line(settingsLimits.name),
  leadRouting: z.enum(leadRoutings, { error: m.invalidRouting }),
  requireTwoFactor: z.boolean(),
});
export type BrokerageSettings = z.output<typeof brokerageSettings>;
export type BrokerageSettingsInput = z.input<typeof brokerageSettings>;

/** A fresh production database: no identity at all until the super admin gives one. */
export const emptyBrokerageSettings: BrokerageSettings = {
  teamName: '',
  legalName: '',
  licenceLine: '',
  agentLicencePrefix: '',
  officeAddress: '',
  phone: '',
  tollFree: '',
  leadInboxEmails: [],
  mailFromName: '',
  disclaimer: '',
  partnerName: '',
  partnerLogoUrl: '',
  socialLinks: { facebook: '', instagram: '', linkedin: '', youtube: '', x: '' },
  defaultSeoDescription: '',
  shareImageUrl: '',
  newsletterSignupUrl: '',
  assistantName: '',
  leadRouting: 'none',
  requireTwoFactor: false,
};

/** The fields without which the site cannot go live (the console's banner names them). */
export function missingGoLiveFields(settings: Pick<BrokerageSettings, 'teamName' | 'licenceLine' | 'leadInboxEmails'>): string[] {
  const missing: string[] = [];
  if (!settings.teamName) missing.push('teamName');
  if (!settings.licenceLine) missing.push('licenceLine');
  if (settings.leadInboxEmails.length === 0) missing.push('leadInboxEmails');
  return missing;
}

/** `GET /api/admin/settings`: the record and what it still lacks for going live. */
export const brokerageSettingsAnswer = z.object({
  settings: brokerageSettings,
  missing: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type BrokerageSettingsAnswer = z.infer<typeof brokerageSettingsAnswer>;

/**
 * GET /api/site: the public part of the settings, for every page. Where leads go, how they are
 * routed and the sign-in rules are the back office's business, not a visitor's.
 */
export const siteSettings = z.object({
  teamName: z.string(),
  legalName: z.string(),
  licenceLine: z.string(),
  agentLicencePrefix: z.string(),
  officeAddress: z.string(),
  phone: z.string(),
  tollFree: z.string(),
  disclaimer: z.string(),
  partnerName: z.string(),
  partnerLogoUrl: z.string(),
  socialLinks: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string(), youtube: z.string(), x: z.string() }),
  defaultSeoDescription: z.string(),
  shareImageUrl: z.string(),
  newsletterSignupUrl: z.string(),
  assistantName: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export function publicSiteSettings(settings: BrokerageSettings): SiteSettings {
  const { leadInboxEmails: _inbox, mailFromName: _from, leadRouting: _routing, requireTwoFactor: _twoFactor, ...rest } = settings;
  return rest;
}
