import { fillMessage } from '@maple/shared/messages/fill-message';
import { defaultPolicyText as t } from '@maple/shared/messages/privacy-policy';
import { brokerageLicenceLine, type BrokerageSettings } from '@maple/shared/schemas/site';
import type { PolicyConfiguration } from './outside-processors.ts';

export type DefaultPolicyInput = {
  settings: BrokerageSettings;
  configuration: PolicyConfiguration;
  /** The hosts of the active webhooks: each receives the leads (decision 048). */
  webhookHosts: readonly string[];
};

/**
 * The policy a brokerage publishes until it writes its own: a complete Markdown text built from its
 * settings (who it is, its privacy officer, the retention periods) and the configuration (which
 * outside services receive data). It answers PIPEDA Principle 4.8 (openness: the officer, how to
 * reach them, what is collected and who receives it), Principle 4.2 (the purposes, form by form),
 * Principle 4.5 (retention) and Law 25 (no tracking across pages). Pure: same input, same text.
 */
export function defaultPrivacyPolicy({ settings, configuration, webhookHosts }: DefaultPolicyInput): string {
  const name = settings.legalName || settings.teamName;
  const sections = [
    fillMessage(t.intro, { brokerage: name ? escapeMarkdown(name) : t.thisBrokerage }),
    section(t.whoHeading, whoWeAre(settings)),
    section(t.officerHeading, officer(settings)),
    section(t.collectHeading, [t.collectIntro, list(Object.values(t.forms)), t.collectAddress, t.collectNoOtherUse]),
    section(t.shareHeading, [list([t.shareTeam, t.shareLenders]), ...processors(configuration, webhookHosts)]),
    section(t.keepHeading, [list(retention(settings, configuration))]),
    section(t.rightsHeading, rights(settings)),
    section(t.trackingHeading, [t.trackingNone, t.trackingChat, t.trackingStaff]),
    section(t.safeguardsHeading, [t.safeguards]),
    section(t.changesHeading, [t.changes]),
  ];
  return `${sections.join('\n\n')}\n`;
}

function whoWeAre(settings: BrokerageSettings): string[] {
  const name = settings.legalName || settings.teamName;
  const lines = [
    name ? fillMessage(t.whoName, { name: escapeMarkdown(name) }) : null,
    brokerageLicenceLine(settings) ? fillMessage(t.whoLicence, { licence: escapeMarkdown(stripPeriod(brokerageLicenceLine(settings))) }) : null,
    settings.officeAddress ? fillMessage(t.whoAddress, { address: escapeMarkdown(stripPeriod(settings.officeAddress)) }) : null,
    settings.phone ? fillMessage(t.whoPhone, { phone: escapeMarkdown(settings.phone) }) : null,
  ].filter((line): line is string => line !== null);
  // One paragraph, a line each (a Markdown hard break is two spaces before the newline).
  return lines.length ? [lines.join('  \n')] : [];
}

function officer(settings: BrokerageSettings): string[] {
  const { name, email } = settings.privacyOfficer;
  return [
    name ? fillMessage(t.officerNamed, { name: escapeMarkdown(name) }) : t.officerUnnamed,
    email ? fillMessage(t.officerEmail, { email: escapeMarkdown(email), mailto: email }) : null,
    settings.officeAddress ? fillMessage(t.officerMail, { address: escapeMarkdown(stripPeriod(settings.officeAddress)) }) : null,
    !email && !settings.officeAddress ? t.officerNoAddress : null,
  ].filter((line): line is string => line !== null);
}

/** Only what is configured: no mail provider without SMTP_URL, no AI service without CHAT_MODEL_URL. */
export function processorLines({ processors }: PolicyConfiguration, webhookHosts: readonly string[]): string[] {
  const p = t.processors;
  const storage = processors.fileStorage;
  return [
    processors.mailHost ? fillMessage(p.mail, { host: escapeMarkdown(processors.mailHost) }) : null,
    storage ? fillMessage(p.storage, { place: 'host' in storage ? escapeMarkdown(storage.host) : fillMessage(p.storageAws, { region: escapeMarkdown(storage.awsRegion) }) }) : null,
    processors.chatModelHost ? fillMessage(p.chatModel, { host: escapeMarkdown(processors.chatModelHost) }) : null,
    ...[...new Set(webhookHosts)].sort().map((host) => fillMessage(p.webhook, { host: escapeMarkdown(host) })),
  ].filter((line): line is string => line !== null);
}

function processors(configuration: PolicyConfiguration, webhookHosts: readonly string[]): string[] {
  const lines = processorLines(configuration, webhookHosts);
  return lines.length ? [t.processorsIntro, list(lines), t.processorsDuty] : [t.processorsNone];
}

function retention(settings: BrokerageSettings, configuration: PolicyConfiguration): string[] {
  const { leadMonths, transcriptMonths, outboxDays } = settings.retention;
  return [
    fillMessage(t.keepLeads, { months: leadMonths }),
    fillMessage(t.keepTranscripts, { months: transcriptMonths }),
    fillMessage(t.keepOutbox, { days: outboxDays }),
    t.keepConsent,
    configuration.backupDays ? fillMessage(t.keepBackupsDays, { days: configuration.backupDays }) : t.keepBackupsHost,
  ];
}

function rights(settings: BrokerageSettings): string[] {
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
