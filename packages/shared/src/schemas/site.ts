import { z } from 'zod';
import { fillMessage } from '../messages/fill-message.ts';
import { bilingualContentMessages } from '../messages/bilingual-content.ts';
import { licensingMessages } from '../messages/licensing.ts';
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
  address: 300,
  phone: 30,
  prefix: 40,
  disclaimer: 5000,
  seoDescription: 160,
  url: 500,
  inboxEmails: 5,
  brokerageLicenceNumber: 8,
  privacyPolicy: 50_000,
  portalDisclosures: 5000,
  retentionLeadMonths: { min: 1, max: 120 },
  retentionTranscriptMonths: { min: 1, max: 120 },
  retentionOutboxDays: { min: 1, max: 3650 },
  portalReminderDays: { min: 1, max: 30 },
  pipelineStaleDays: { min: 1, max: 365 },
  renewalMilestoneDays: { min: 1, max: 365, count: 6 },
  // Basis points (1/100 of a percentage point) a best rate must fall before a rate alert is mailed (decision 105).
  rateDropThresholdBps: { min: 1, max: 500 },
} as const;

/** Every how many days the borrower is reminded of outstanding documents, counted from the file's start (decision 101). */
export const defaultPortalReminderDays = 3;
export const defaultRateDropThresholdBps = 10;

/** After how many days in one stage an open file's card is flagged on the pipeline board (decision 102). */
export const defaultPipelineStaleDays = 14;
/** The days before a funded mortgage's maturity its client (with express consent) is reminded of the renewal (decision 103). */
export const defaultRenewalMilestoneDays = [180, 120, 60];

/** FSRA brokerage licence numbers are digits only (five today); a letter or a "#" is a typing slip. */
const brokerageLicenceNumberPattern = /^\d{4,8}$/;
/** The AMF's register numbers a firm with digits only (decision 070). */
const amfRegistrationNumberPattern = /^\d{4,12}$/;

const line = (max: number, tooLong: string = m.tooLong) => text({ max, tooLong });
const webUrlOrNone = () => line(settingsLimits.url).refine((v) => v === '' || isWebUrl(v), m.invalidUrl);
/** Images come through our own upload pipeline only: an outside picture could change or track visitors. */
const ownImageOrNone = () => line(settingsLimits.url).refine((v) => v === '' || isOwnFileUrl(v), m.invalidImage);

const inboxEmails = z
  .array(text({ max: 254 }).pipe(z.email(m.invalidEmail)), { error: m.invalidEmail })
  .max(settingsLimits.inboxEmails, m.tooManyEmails)
  .refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, m.duplicateEmail);

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

/** Who answers privacy questions and requests (PIPEDA Principle 1: an accountable person, named). */
export const privacyOfficer = z.strictObject({
  name: line(settingsLimits.name),
  email: text({ max: 254 }).refine((v) => v === '' || z.email().safeParse(v).success, m.invalidPrivacyOfficerEmail),
});

/** How long personal data is kept before the daily retention job anonymizes or deletes it (issue 26). */
export const retentionPeriods = z.strictObject({
  leadMonths: wholeNumber(settingsLimits.retentionLeadMonths, m.invalidLeadMonths),
  transcriptMonths: wholeNumber(settingsLimits.retentionTranscriptMonths, m.invalidTranscriptMonths),
  outboxDays: wholeNumber(settingsLimits.retentionOutboxDays, m.invalidOutboxDays),
});
export type RetentionPeriods = z.output<typeof retentionPeriods>;
export const defaultRetentionPeriods: RetentionPeriods = { leadMonths: 36, transcriptMonths: 12, outboxDays: 30 };

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
  /** The name FSRA authorized the brokerage under, shown with its licence number in every advertisement (issue 27). */
  authorizedName: line(settingsLimits.name),
  brokerageLicenceNumber: line(settingsLimits.brokerageLicenceNumber, m.invalidBrokerageLicenceNumber).refine(
    (v) => v === '' || brokerageLicenceNumberPattern.test(v),
    m.invalidBrokerageLicenceNumber,
  ),
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
  /** Markdown; empty means the default policy generated from these settings and the configuration. */
  privacyPolicy: text({ max: settingsLimits.privacyPolicy, multiline: true, tooLong: m.tooLong }),
  privacyOfficer,
  retention: retentionPeriods,
  // The public texts in French (decision 069); empty: not written, so the French site shows none (the
  // policy: the default one in French, which names the person in charge as Law 25 s. 3.1 asks).
  disclaimerFr: text({ max: settingsLimits.disclaimer, multiline: true, tooLong: m.tooLong }),
  defaultSeoDescriptionFr: text({ max: settingsLimits.seoDescription, tooLong: m.seoDescriptionTooLong }),
  privacyPolicyFr: text({ max: settingsLimits.privacyPolicy, multiline: true, tooLong: m.tooLong }),
  /** The brokerage's registration with Quebec's AMF (decision 070), optional; the French disclosures name it beside the FSRA licence. */
  amfRegistrationNumber: line(20, bilingualContentMessages.amfRegistrationNumberInvalid).refine(
    (v) => v === '' || amfRegistrationNumberPattern.test(v),
    bilingualContentMessages.amfRegistrationNumberInvalid,
  ),
  /** Every how many days the portal's applicants are reminded of outstanding documents (decision 101). */
  portalReminderDays: wholeNumber(settingsLimits.portalReminderDays, m.invalidPortalReminderDays),
  /** After how many days in one stage an open file is flagged on the pipeline board (decision 102). */
  pipelineStaleDays: wholeNumber(settingsLimits.pipelineStaleDays, m.invalidPipelineStaleDays),
  /** The renewal reminders' milestones, days before maturity (decision 103): 1 to 6 distinct days, in any order. */
  renewalMilestoneDays: z
    .array(wholeNumber(settingsLimits.renewalMilestoneDays, m.invalidRenewalMilestoneDays), { error: m.invalidRenewalMilestoneDays })
    .min(1, m.invalidRenewalMilestoneDays)
    .max(settingsLimits.renewalMilestoneDays.count, m.invalidRenewalMilestoneDays)
    .refine((days) => new Set(days).size === days.length, m.invalidRenewalMilestoneDays),
  rateDropThresholdBps: wholeNumber(settingsLimits.rateDropThresholdBps, m.invalidRateDropThresholdBps),
  /**
   * The brokerage's own disclosures before a mortgage is arranged (issue 39 §7, decision 112), one
   * paragraph each, in each language; both empty: the portal shows the standard ones.
   */
  portalDisclosures: text({ max: settingsLimits.portalDisclosures, multiline: true, tooLong: m.tooLong }),
  portalDisclosuresFr: text({ max: settingsLimits.portalDisclosures, multiline: true, tooLong: m.tooLong }),
}).superRefine((settings, ctx) => {
  // A borrower reads the same disclosures in either language: one written without the other is refused on the missing one.
  const english = settings.portalDisclosures.trim() !== '';
  const french = settings.portalDisclosuresFr.trim() !== '';
  if (english && !french) ctx.addIssue({ code: 'custom', path: ['portalDisclosuresFr'], message: bilingualContentMessages.portalDisclosuresFrMissing });
  if (french && !english) ctx.addIssue({ code: 'custom', path: ['portalDisclosures'], message: m.portalDisclosuresMissing });
});
export type BrokerageSettings = z.output<typeof brokerageSettings>;
export type BrokerageSettingsInput = z.input<typeof brokerageSettings>;

/** A fresh production database: no identity at all until the super admin gives one. */
export const emptyBrokerageSettings: BrokerageSettings = {
  teamName: '',
  legalName: '',
  authorizedName: '',
  brokerageLicenceNumber: '',
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
  privacyPolicy: '',
  privacyOfficer: { name: '', email: '' },
  retention: defaultRetentionPeriods,
  disclaimerFr: '',
  defaultSeoDescriptionFr: '',
  privacyPolicyFr: '',
  amfRegistrationNumber: '',
  portalReminderDays: defaultPortalReminderDays,
  pipelineStaleDays: defaultPipelineStaleDays,
  renewalMilestoneDays: defaultRenewalMilestoneDays,
  rateDropThresholdBps: defaultRateDropThresholdBps,
  portalDisclosures: '',
  portalDisclosuresFr: '',
};

/** The disclosures a brokerage wrote, one per paragraph (blank lines between them); empty when it wrote none. */
export const disclosureParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The stored record, read: fields added since it was saved take their empty (or default) values and
 * fields since removed are dropped, so a release that adds a setting needs no data migration.
 */
export function readStoredBrokerageSettings(stored: unknown): BrokerageSettings {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const known = Object.fromEntries(Object.entries(record).filter(([key]) => key in brokerageSettings.shape));
  return brokerageSettings.parse({ ...emptyBrokerageSettings, ...known });
}

/**
 * The brokerage's licence line, "{authorizedName}, Licence #{number}", as every public page and
 * every mail to the public shows it (FSRA: the authorized name and licence number in each
 * advertisement). Derived, never typed, so it cannot drift from the two fields; empty until both
 * are set (half a disclosure is not one: the console's banner asks for the missing part).
 */
export function brokerageLicenceLine(
  settings: Pick<BrokerageSettings, 'authorizedName' | 'brokerageLicenceNumber'>,
  // The server writing a mail in its reader's language passes that language's (decision 071).
  messages: { brokerageLine: string } = licensingMessages,
): string {
  if (!settings.authorizedName || !settings.brokerageLicenceNumber) return '';
  return fillMessage(messages.brokerageLine, { name: settings.authorizedName, number: settings.brokerageLicenceNumber });
}

/**
 * The French disclosure line (decision 070): the FSRA line in French, then, where the brokerage
 * holds one, its AMF registration. The caller gives the French texts (the server holds both
 * languages; the French build's modules are already French).
 */
export function licenceLineWithAmf(
  settings: Pick<BrokerageSettings, 'authorizedName' | 'brokerageLicenceNumber' | 'amfRegistrationNumber'>,
  messages: { brokerageLine: string; licenceWithAmf: string },
): string {
  const licence = brokerageLicenceLine(settings, messages);
  if (!licence || !settings.amfRegistrationNumber) return licence;
  return fillMessage(messages.licenceWithAmf, { licence, number: settings.amfRegistrationNumber });
}

/** The fields without which the site cannot go live (the console's banner names them). */
export function missingGoLiveFields(settings: Pick<BrokerageSettings, 'teamName' | 'authorizedName' | 'brokerageLicenceNumber' | 'leadInboxEmails'>): string[] {
  const missing: string[] = [];
  if (!settings.teamName) missing.push('teamName');
  if (!settings.authorizedName) missing.push('authorizedName');
  if (!settings.brokerageLicenceNumber) missing.push('brokerageLicenceNumber');
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
  /** Derived from authorizedName and brokerageLicenceNumber (brokerageLicenceLine); empty until both are set. */
  licenceLine: z.string(),
  authorizedName: z.string(),
  brokerageLicenceNumber: z.string(),
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
  /** The AMF registration (decision 070), '' when none; the French licenceLine already names it. */
  amfRegistrationNumber: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/**
 * GET /api/site's answer: the public settings, and whether an outside AI service reads the chat's
 * messages (CHAT_MODEL_URL), which the chat's privacy notice must say (issue 26). Never which
 * service: its address is the operator's business.
 */
export const siteAnswer = siteSettings.extend({ chatUsesOutsideService: z.boolean() });
export type SiteAnswer = z.infer<typeof siteAnswer>;

/**
 * The public settings in `language` (decision 069): in French the French disclaimer and search
 * description (empty while not written, never the English under a French page) and the licence
 * line the server wrote in French (`frenchLicenceLine`, naming the AMF registration where set).
 */
export function publicSiteSettings(settings: BrokerageSettings, french?: { licenceLine: string }): SiteSettings {
  const {
    disclaimerFr,
    defaultSeoDescriptionFr,
    privacyPolicyFr: _policyFr,
    leadInboxEmails: _inbox,
    mailFromName: _from,
    leadRouting: _routing,
    requireTwoFactor: _twoFactor,
    privacyPolicy: _policy,
    privacyOfficer: _officer,
    retention: _retention,
    portalReminderDays: _reminderDays,
    pipelineStaleDays: _staleDays,
    renewalMilestoneDays: _milestones,
    rateDropThresholdBps: _rateDrop,
    portalDisclosures: _disclosures,
    portalDisclosuresFr: _disclosuresFr,
    ...rest
  } = settings;
  if (french) return { ...rest, disclaimer: disclaimerFr, defaultSeoDescription: defaultSeoDescriptionFr, licenceLine: french.licenceLine };
  return { ...rest, licenceLine: brokerageLicenceLine(settings) };
}
