import { fillMessage } from '@maple/shared/messages/fill-message';
import type { Language } from '@maple/shared/i18n/languages';
import { bilingualContentMessages } from '@maple/shared/messages/bilingual-content';
import { defaultPolicyText } from '@maple/shared/messages/privacy-policy';
import { brokerageLicenceLine, type BrokerageSettings } from '@maple/shared/schemas/site';
import type { PolicyConfiguration } from './outside-processors.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { frenchLicenceLine } from '../site/site.service.ts';

type PolicyText = typeof defaultPolicyText;

export type DefaultPolicyInput = {
  settings: BrokerageSettings;
  configuration: PolicyConfiguration;
  /** The hosts of the active webhooks: each receives the leads (decision 048). */
  webhookHosts: readonly string[];
  /** The French policy names the person in charge as Law 25 s. 3.1 words it (decision 070). */
  language?: Language;
};

/**
 * The policy a brokerage publishes until it writes its own: a complete Markdown text built from its
 * settings (who it is, its privacy officer, the retention periods) and the configuration (which
 * outside services receive data). It answers PIPEDA Principle 4.8 (openness: the officer, how to
 * reach them, what is collected and who receives it), Principle 4.2 (the purposes, form by form),
 * Principle 4.5 (retention) and Law 25 (no tracking across pages). Pure: same input, same text.
 */
export function defaultPrivacyPolicy({ settings, configuration, webhookHosts, language = 'en' }: DefaultPolicyInput): string {
  const t = inLanguage(defaultPolicyText, language);
  const name = settings.legalName || settings.teamName;
  const sections = [
    fillMessage(t.intro, { brokerage: name ? escapeMarkdown(name) : t.thisBrokerage }),
    section(t.whoHeading, whoWeAre(t, settings, language)),
    language === 'fr' ? section(inLanguage(bilingualContentMessages, 'fr').personInChargeHeading, personInCharge(settings)) : section(t.officerHeading, officer(t, settings)),
    section(t.collectHeading, [t.collectIntro, list(Object.values(t.forms)), t.collectAddress, t.collectNoOtherUse]),
    section(t.shareHeading, [list([t.shareTeam, t.shareLenders]), ...processors(t, configuration, webhookHosts)]),
    section(t.keepHeading, [list(retention(t, settings, configuration))]),
    section(t.rightsHeading, rights(t, settings)),
    section(t.trackingHeading, [t.trackingNone, t.trackingChat, t.trackingStaff]),
    section(t.safeguardsHeading, [t.safeguards]),
    section(t.changesHeading, [t.changes]),
  ];
  return `${sections.join('\n\n')}\n`;
}

function whoWeAre(t: PolicyText, settings: BrokerageSettings, language: Language): string[] {
  const name = settings.legalName || settings.teamName;
  // The French disclosure names the AMF registration beside the FSRA licence (decision 070).
  const licence = language === 'fr' ? frenchLicenceLine(settings) : brokerageLicenceLine(settings);
  const lines = [
    name ? fillMessage(t.whoName, { name: escapeMarkdown(name) }) : null,
    licence ? fillMessage(t.whoLicence, { licence: escapeMarkdown(stripPeriod(licence)) }) : null,
    settings.officeAddress ? fillMessage(t.whoAddress, { address: escapeMarkdown(stripPeriod(settings.officeAddress)) }) : null,
    settings.phone ? fillMessage(t.whoPhone, { phone: escapeMarkdown(settings.phone) }) : null,
  ].filter((line): line is string => line !== null);
  // One paragraph, a line each (a Markdown hard break is two spaces before the newline).
  return lines.length ? [lines.join('  \n')] : [];
}

/**
 * The French policy's section on the person accountable, as Law 25 s. 3.1 words it: "la personne
 * responsable de la protection des renseignements personnels", their title and how to reach them;
 * unnamed, the person with the highest authority holds the function, as the section says.
 */
function personInCharge(settings: BrokerageSettings): string[] {
  const p = inLanguage(bilingualContentMessages, 'fr');
  const { name, email } = settings.privacyOfficer;
  return [
    name ? fillMessage(p.personInChargeNamed, { name: escapeMarkdown(name) }) : p.personInChargeUnnamed,
    email ? fillMessage(p.personInChargeEmail, { email: escapeMarkdown(email), mailto: email }) : null,
    settings.officeAddress ? fillMessage(p.personInChargeMail, { address: escapeMarkdown(stripPeriod(settings.officeAddress)) }) : null,
  ].filter((line): line is string => line !== null);
}

function officer(t: PolicyText, settings: BrokerageSettings): string[] {
  const { name, email } = settings.privacyOfficer;
  return [
    name ? fillMessage(t.officerNamed, { name: escapeMarkdown(name) }) : t.officerUnnamed,
    email ? fillMessage(t.officerEmail, { email: escapeMarkdown(email), mailto: email }) : null,
    settings.officeAddress ? fillMessage(t.officerMail, { address: escapeMarkdown(stripPeriod(settings.officeAddress)) }) : null,
    !email && !settings.officeAddress ? t.officerNoAddress : null,
  ].filter((line): line is string => line !== null);
}

/** Only what is configured: no mail provider without SMTP_URL, no AI service without CHAT_MODEL_URL. */
export function processorLines({ processors }: PolicyConfiguration, webhookHosts: readonly string[], t: PolicyText = defaultPolicyText): string[] {
  const p = t.processors;
  const storage = processors.fileStorage;
  return [
    processors.mailHost ? fillMessage(p.mail, { host: escapeMarkdown(processors.mailHost) }) : null,
    storage ? fillMessage(p.storage, { place: 'host' in storage ? escapeMarkdown(storage.host) : fillMessage(p.storageAws, { region: escapeMarkdown(storage.awsRegion) }) }) : null,
    processors.chatModelHost ? fillMessage(p.chatModel, { host: escapeMarkdown(processors.chatModelHost) }) : null,
    ...[...new Set(webhookHosts)].sort().map((host) => fillMessage(p.webhook, { host: escapeMarkdown(host) })),
  ].filter((line): line is string => line !== null);
}

function processors(t: PolicyText, configuration: PolicyConfiguration, webhookHosts: readonly string[]): string[] {
  const lines = processorLines(configuration, webhookHosts, t);
  return lines.length ? [t.processorsIntro, list(lines), t.processorsDuty] : [t.processorsNone];
}

function retention(t: PolicyText, settings: BrokerageSettings, configuration: PolicyConfiguration): string[] {
  const { leadMonths, transcriptMonths, outboxDays } = settings.retention;
  return [
    fillMessage(t.keepLeads, { months: leadMonths }),
    fillMessage(t.keepTranscripts, { months: transcriptMonths }),
    fillMessage(t.keepOutbox, { days: outboxDays }),
    t.keepConsent,
    configuration.backupDays ? fillMessage(t.keepBackupsDays, { days: configuration.backupDays }) : t.keepBackupsHost,
  ];
}

function rights(t: PolicyText, settings: BrokerageSettings): string[] {
  const { email } = settings.privacyOfficer;
  const contact = email ? fillMessage(t.rightsHowEmail, { email: escapeMarkdown(email), mailto: email }) : '';
  return [list([t.rightsAccess, t.rightsErasure, t.rightsWithdraw]), fillMessage(t.rightsHow, { contact }), t.rightsComplaint];
}

const section = (heading: string, blocks: string[]) => [`# ${heading}`, ...blocks].join('\n\n');
const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
const stripPeriod = (value: string) => value.trim().replace(/\.$/, '');

/**
 * A brokerage's name or address is text, not Markdown: "Smith_&_Co" must not turn into emphasis. A
 * `#` is a heading only at the start of a line ("Licence #13579" stays as typed, for whoever edits
 * the text from there).
 */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_[\]<>|~]/g, (ch) => `\\${ch}`).replace(/^#/, '\\#');
}
