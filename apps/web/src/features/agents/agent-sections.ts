import { z } from 'zod';
import { agentsMessages } from '@maple/shared/messages/agents';
import { bilingualContentMessages as bm } from '@maple/shared/messages/bilingual-content';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { passwordMessages } from '@maple/shared/messages/password';
import {
  agentApplicationLinks,
  agentBasicInfo,
  agentLimits,
  agentSeoSettings,
  agentSocialLinks,
  profileSlugField,
  type AgentRecord,
  type UpdateAgentRequest,
} from '@maple/shared/schemas/agent-edit';

const f = agentsMessages.edit.fields;

export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'checkbox';
export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
  /** Shows a live '{count}/{max} characters' counter. */
  counter?: number;
  autoComplete?: string;
  /** A text the public reads in one language: the form shows the English and French ones side by side (decision 069). */
  language?: 'en' | 'fr';
};

/**
 * One edit section (a console tab or a dashboard tab): the shared schema it is checked with (the
 * route's own), its inputs, the inputs' values from a record, the request body, and the prefix
 * under which the server names its fields ('socialLinks.facebook').
 */
export type AgentSection = {
  id: string;
  schema: z.ZodType<Record<string, unknown>, Record<string, string | boolean>>;
  fields: FieldSpec[];
  values: (agent: AgentRecord) => Record<string, string | boolean>;
  body: (parsed: Record<string, unknown>) => UpdateAgentRequest;
  serverPrefix?: string;
};

const text = (value: string | null | undefined) => value ?? '';
const url = (name: string, label: string): FieldSpec => ({ name, label, kind: 'url' });

const basicFields: FieldSpec[] = [
  { name: 'name', label: f.name, kind: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: f.email, kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: f.phone, kind: 'tel', autoComplete: 'tel' },
  { name: 'location', label: f.location, kind: 'text' },
  { name: 'title', label: f.title, kind: 'text', autoComplete: 'organization-title', language: 'en' },
  { name: 'bio', label: f.bio, kind: 'textarea', language: 'en' },
  // The agent's words in French (decision 069), optional: without them the French profile shows none.
  { name: 'titleFr', label: fillMessage(bm.frenchField, { field: f.title }), kind: 'text', language: 'fr' },
  { name: 'bioFr', label: fillMessage(bm.frenchField, { field: f.bio }), kind: 'textarea', language: 'fr' },
  url('calendlyLink', f.calendlyLink),
  { name: 'crmEmail', label: f.crmEmail, kind: 'email', hint: f.crmEmailHint },
];

const basicValues = (a: AgentRecord) => ({
  name: a.name,
  email: a.email,
  phone: text(a.phone),
  title: text(a.contactDetails.title),
  location: text(a.contactDetails.location),
  bio: text(a.bio),
  titleFr: text(a.contactDetails.titleFr),
  bioFr: text(a.bioFr),
  calendlyLink: text(a.calendlyLink),
  crmEmail: text(a.crmEmail),
});

const slugField = (slug: string | null): FieldSpec => ({
  name: 'profileSlug',
  label: f.profileSlug,
  kind: 'text',
  required: true,
  hint: f.profileSlugHint.replace('{slug}', slug || '…'),
  autoComplete: 'off',
});

/**
 * The dashboard's Profile tab: name required, calendly link a URL (§5). Its email is the public
 * contact email, and says so: the sign-in email is changed in Account (issue 20).
 */
export const profileSection = (): AgentSection => ({
  id: 'profile',
  schema: agentBasicInfo as AgentSection['schema'],
  fields: basicFields.map((field) => (field.name === 'email' ? { ...field, hint: passwordMessages.email.profileNote } : field)),
  values: basicValues,
  body: (parsed) => parsed,
});

/** The console's Basic Info tab: the profile plus the slug and whether the agent is active. */
export const basicInfoSection = (agent: AgentRecord): AgentSection => ({
  id: 'basic',
  schema: agentBasicInfo.extend({ profileSlug: profileSlugField, isActive: z.boolean() }) as AgentSection['schema'],
  fields: [...basicFields, slugField(agent.profileSlug), { name: 'isActive', label: f.isActive, kind: 'checkbox' }],
  values: (a) => ({ ...basicValues(a), profileSlug: text(a.profileSlug), isActive: a.isActive }),
  body: (parsed) => parsed,
});

/** The dashboard's Customize Page slug. */
export const slugSection = (agent: AgentRecord): AgentSection => ({
  id: 'slug',
  schema: z.object({ profileSlug: profileSlugField }) as AgentSection['schema'],
  fields: [slugField(agent.profileSlug)],
  values: (a) => ({ profileSlug: text(a.profileSlug) }),
  body: (parsed) => parsed,
});

const linkKeys = {
  social: ['facebook', 'instagram', 'youtube', 'linkedin', 'website'],
  application: ['apply', 'contactForm', 'rateQuote', 'scheduler', 'newsletter'],
} as const;

export const socialLinksSection = (): AgentSection => ({
  id: 'social',
  schema: agentSocialLinks as AgentSection['schema'],
  fields: linkKeys.social.map((k) => url(k, f[k])),
  values: (a) => Object.fromEntries(linkKeys.social.map((k) => [k, text(a.socialLinks[k])])),
  body: (parsed) => ({ socialLinks: parsed as UpdateAgentRequest['socialLinks'] }),
  serverPrefix: 'socialLinks.',
});

export const applicationLinksSection = (): AgentSection => ({
  id: 'application',
  schema: agentApplicationLinks as AgentSection['schema'],
  fields: linkKeys.application.map((k) => url(k, f[k])),
  values: (a) => Object.fromEntries(linkKeys.application.map((k) => [k, text(a.applicationLinks[k])])),
  body: (parsed) => ({ applicationLinks: parsed as UpdateAgentRequest['applicationLinks'] }),
  serverPrefix: 'applicationLinks.',
});

export const seoSection = (): AgentSection => ({
  id: 'seo',
  schema: agentSeoSettings as AgentSection['schema'],
  fields: [
    { name: 'metaTitle', label: f.metaTitle, kind: 'text', counter: agentLimits.metaTitle },
    { name: 'metaDescription', label: f.metaDescription, kind: 'textarea', counter: agentLimits.metaDescription },
    { name: 'metaKeywords', label: f.metaKeywords, kind: 'text', hint: f.metaKeywordsHint },
    url('ogImage', f.ogImage),
  ],
  values: (a) => ({
    metaTitle: text(a.seoSettings.metaTitle),
    metaDescription: text(a.seoSettings.metaDescription),
    metaKeywords: text(a.seoSettings.metaKeywords),
    ogImage: text(a.seoSettings.ogImage),
  }),
  body: (parsed) => ({ seoSettings: parsed as UpdateAgentRequest['seoSettings'] }),
  serverPrefix: 'seoSettings.',
});
