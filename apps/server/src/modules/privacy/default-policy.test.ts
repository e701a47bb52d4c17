import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSiteSettings } from '@maple/db/seed/demo-site-settings';
import { defaultPolicyText as t } from '@maple/shared/messages/privacy-policy';
import { emptyBrokerageSettings } from '@maple/shared/schemas/site';
import { loadEnv } from '../../lib/env.ts';
import { defaultPrivacyPolicy, escapeMarkdown } from './default-policy.ts';
import { policyConfigurationFromEnv } from './outside-processors.ts';

// The environment as an operator writes it; secrets given so loadEnv makes no key files.
const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'maple-policy-')), AUTH_SECRET: 'a'.repeat(32), SECRET_KEY: 'b'.repeat(32) };
const smtp = { SMTP_URL: 'smtp://postmaster:s3cret-pass@smtp.mailprovider.example:587' };
const s3 = { S3_BUCKET: 'maple-files', S3_ENDPOINT: 'https://objects.storage.example', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-access-key' };
const chat = { CHAT_MODEL_URL: 'https://models.ai.example/v1?key=not-for-the-policy', CHAT_MODEL: 'small-model', CHAT_API_KEY: 'sk-not-for-the-policy' };

const policyFor = (variables: Record<string, string>, webhookHosts: string[] = []) =>
  defaultPrivacyPolicy({ settings: demoSiteSettings, configuration: policyConfigurationFromEnv(loadEnv({ ...base, ...variables }), {}), webhookHosts });

/** The bullet lines of the "Who receives it" section's processor list. */
const processorsOf = (policy: string) => {
  const share = policy.split(`# ${t.shareHeading}`)[1]!.split('\n# ')[0]!;
  if (!share.includes(t.processorsIntro)) return [];
  return share.split(t.processorsIntro)[1]!.split('\n\n')[1]!.split('\n');
};

describe('the default privacy policy', () => {
  it('names no outside service when none is configured, and says so', () => {
    const policy = policyFor({});
    expect(processorsOf(policy)).toEqual([]);
    expect(policy).toContain(t.processorsNone);
    expect(policy).not.toMatch(/smtp|Amazon S3|AI service/i);
  });

  it('lists each configured service by host, and only while its variable is set', () => {
    const mail = '- Email delivery, by smtp.mailprovider.example: it sends our email, including the notices of your requests to our team.';
    const files = '- File storage, in objects.storage.example: it keeps the documents and images uploaded to this website.';
    const model = '- An AI service, at models.ai.example: it processes the messages you write to the chat assistant, to write its answers.';
    expect(processorsOf(policyFor(smtp))).toEqual([mail]);
    expect(processorsOf(policyFor(s3))).toEqual([files]);
    expect(processorsOf(policyFor(chat))).toEqual([model]);
    expect(processorsOf(policyFor({ ...smtp, ...s3, ...chat }))).toEqual([mail, files, model]);
    // Each turned off again: its line goes, the others stay.
    expect(processorsOf(policyFor({ ...s3, ...chat }))).toEqual([files, model]);
    expect(processorsOf(policyFor({ ...smtp, ...chat }))).toEqual([mail, model]);
    expect(processorsOf(policyFor({ ...smtp, ...s3 }))).toEqual([mail, files]);
    expect(policyFor({ ...smtp, ...s3, ...chat })).not.toContain(t.processorsNone);
  });

  it('never copies a credential, a path or a query of a configured URL', () => {
    const policy = policyFor({ ...smtp, ...s3, ...chat });
    for (const secret of ['postmaster', 's3cret-pass', '587', 'not-for-the-policy', 'AKIAEXAMPLE', 'secret-access-key', 'small-model', '/v1']) {
      expect(policy).not.toContain(secret);
    }
  });

  it('names Amazon S3 and its region when no S3-compatible endpoint is set', () => {
    expect(processorsOf(policyFor({ S3_BUCKET: 'maple-files', S3_REGION: 'ca-central-1' }))).toEqual([
      '- File storage, in Amazon S3 (region ca-central-1): it keeps the documents and images uploaded to this website.',
    ]);
  });

  it('lists each active webhook receiver once, after the configured services', () => {
    const lines = processorsOf(policyFor(smtp, ['crm.partner.example', 'hooks.zapier.example', 'crm.partner.example']));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('at crm.partner.example:');
    expect(lines[2]).toContain('at hooks.zapier.example:');
  });

  it('states who the brokerage is, its privacy officer, the six collection points and how to ask for access or erasure', () => {
    const policy = policyFor({});
    expect(policy).toContain('Maple Mortgage Group Inc. is a mortgage brokerage.');
    expect(policy).toContain('Mailing address: 100 Harbourview Way, Suite 400, Toronto, ON M5J 0A1.');
    expect(policy).toContain('Priya Natarajan is our privacy officer');
    expect(policy).toContain('[privacy@demo.maple.test](mailto:privacy@demo.maple.test)');
    for (const form of Object.values(t.forms)) expect(policy).toContain(`- ${form}`);
    expect(policy).toContain('We answer within 30 days');
    expect(policy).toContain(t.rightsWithdraw);
    expect(policy).toContain(t.trackingNone);
  });

  it('gives the retention periods from the settings, and the backups’ from BACKUP_KEEP in embedded mode', () => {
    const settings = { ...demoSiteSettings, retention: { leadMonths: 24, transcriptMonths: 6, outboxDays: 14 } };
    const embedded = policyConfigurationFromEnv(loadEnv(base), { BACKUP_KEEP: '5' });
    const policy = defaultPrivacyPolicy({ settings, configuration: embedded, webhookHosts: [] });
    expect(policy).toContain('newsletter sign-ups): 24 months after the last activity on them.');
    expect(policy).toContain('Chat conversations: 6 months, then deleted.');
    expect(policy).toContain('Copies of the email this website sends: 14 days, then deleted.');
    expect(policy).toContain('each backup is deleted after 5 days');
    expect(embedded.backupDays).toBe(5);
    // On PostgreSQL this server takes no backups: the database host's age out on its own schedule.
    const hosted = policyConfigurationFromEnv(loadEnv({ ...base, DATABASE_URL: 'postgres://db.example/maple' }), {});
    expect(hosted.backupDays).toBeUndefined();
    expect(defaultPrivacyPolicy({ settings, configuration: hosted, webhookHosts: [] })).toContain(t.keepBackupsHost);
  });

  it('reads as a whole policy for a fresh brokerage with no details yet', () => {
    const policy = defaultPrivacyPolicy({ settings: emptyBrokerageSettings, configuration: { processors: {} }, webhookHosts: [] });
    expect(policy).toContain('This policy explains how this brokerage ("we")');
    expect(policy).toContain(t.officerUnnamed);
    expect(policy).toContain(t.officerNoAddress);
    expect(policy).toContain('Send your request to our privacy officer. We answer within 30 days');
    expect(policy).not.toContain('{');
  });

  it('keeps a name typed in the settings as text, not Markdown', () => {
    const settings = { ...demoSiteSettings, legalName: 'Smith_&_Co *Mortgages* [Inc](javascript:x)' };
    const policy = defaultPrivacyPolicy({ settings, configuration: { processors: {} }, webhookHosts: [] });
    expect(policy).toContain(escapeMarkdown('Smith_&_Co *Mortgages* [Inc](javascript:x)'));
    expect(policy).not.toContain('[Inc](javascript:x)');
    // A heading only where a line starts with one; a licence number's # stays as typed.
    const hashed = defaultPrivacyPolicy({ settings: { ...demoSiteSettings, legalName: '#1 Mortgages' }, configuration: { processors: {} }, webhookHosts: [] });
    expect(hashed).toContain('\\#1 Mortgages is a mortgage brokerage.');
    expect(hashed).toContain('Licence: Maple Mortgage Group Inc., Licence #13579.');
  });
});
