import { z } from 'zod';
import { agentsMessages } from '../messages/agents.ts';
import { leadManagementMessages } from '../messages/lead-management.ts';
import { usersMessages } from '../messages/users.ts';
import { provinceCodes } from '../provinces.ts';
import type { Role } from '../roles.ts';
import { toProfileSlug } from '../slug.ts';
import { agentLicence, agentLicenceInput } from './agent-licence.ts';
import { publicAgentProfile } from './agents.ts';
import { listOf } from './paging.ts';
import { emailText, exactText, optionalPhoneText, requiredText, text } from './text.ts';

const m = agentsMessages;

/** Field limits of an agent record (back-office §5, §9). */
export const agentLimits = {
  name: 100,
  email: 254,
  phone: 30,
  title: 100,
  location: 100,
  bio: 5000,
  url: 500,
  slug: 100,
  metaTitle: 60,
  metaDescription: 160,
  metaKeywords: 500,
  passwordMin: 10,
  passwordMax: 128,
} as const;

/** http(s) only: every one of these links ends up in an href on the public profile, so `javascript:` must never pass. */
// A host of letters, digits, dots and hyphens (with an optional port), then any non-space rest.
const webUrlPattern = /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?([/?#][^\s]*)?$/i;
export function isWebUrl(value: string): boolean {
  return webUrlPattern.test(value);
}

/** An optional one-line field a form may clear: '' or null stores null. */
const clearable = (max: number, multiline = false, tooLong: string = m.tooLong) =>
  text({ max, multiline, tooLong })
    .nullable()
    .transform((v) => v || null);

/** An optional web address: '' or null clears it. */
const webUrl = () =>
  text({ max: agentLimits.url, tooLong: m.tooLong })
    .refine((v) => v === '' || isWebUrl(v), m.invalidUrl)
    .nullable()
    .transform((v) => v || null);

const optionalEmail = () =>
  z
    .union([z.literal(''), z.null(), emailText({ invalid: m.invalidEmail, tooLong: m.tooLong })])
    .transform((v) => v || null);

/** Profile slug rule (§5): lowercased, only a-z and 0-9 kept, never empty; uniqueness is the server's (409). */
export const profileSlugField = text({ max: agentLimits.slug, invalid: m.slugEmpty })
  .transform(toProfileSlug)
  .pipe(z.string().min(1, m.slugEmpty));

/** Basic Info (console) and Profile (dashboard): name and email required. */
export const agentBasicInfo = z.strictObject({
  name: requiredText({ max: agentLimits.name, required: m.fullNameRequired, tooLong: m.tooLong }),
  email: emailText({ invalid: m.invalidEmail, required: m.emailRequired, tooLong: m.tooLong }),
  phone: optionalPhoneText({ max: agentLimits.phone, tooLong: m.tooLong })
    .nullable()
    .transform((v) => v || null),
  title: clearable(agentLimits.title),
  location: clearable(agentLimits.location),
  bio: clearable(agentLimits.bio, true),
  // The agent's words in French (decision 069), optional: without them the French profile shows none.
  titleFr: clearable(agentLimits.title).optional(),
  bioFr: clearable(agentLimits.bio, true).optional(),
  calendlyLink: webUrl(),
  crmEmail: optionalEmail(),
});
export type AgentBasicInfoInput = z.input<typeof agentBasicInfo>;

export const agentSocialLinks = z.strictObject({
  facebook: webUrl(),
  instagram: webUrl(),
  youtube: webUrl(),
  linkedin: webUrl(),
  website: webUrl(),
});
export type AgentSocialLinksInput = z.input<typeof agentSocialLinks>;

export const agentApplicationLinks = z.strictObject({
  apply: webUrl(),
  contactForm: webUrl(),
  rateQuote: webUrl(),
  scheduler: webUrl(),
  newsletter: webUrl(),
});
export type AgentApplicationLinksInput = z.input<typeof agentApplicationLinks>;

export const agentSeoSettings = z.strictObject({
  metaTitle: clearable(agentLimits.metaTitle, false, m.metaTitleTooLong),
  metaDescription: clearable(agentLimits.metaDescription, true, m.metaDescriptionTooLong),
  metaKeywords: clearable(agentLimits.metaKeywords),
  ogImage: webUrl(),
});
export type AgentSeoSettingsInput = z.input<typeof agentSeoSettings>;

const myAgentChanges = agentBasicInfo.partial().extend({
  profileSlug: profileSlugField.optional(),
  socialLinks: agentSocialLinks.optional(),
  applicationLinks: agentApplicationLinks.optional(),
  seoSettings: agentSeoSettings.optional(),
});
const somethingToUpdate = { message: agentsMessages.nothingToUpdate };
const hasChanges = (v: object) => Object.values(v).some((x) => x !== undefined);

/**
 * PATCH /api/me/agent: any of the groups; a group that is sent replaces what is stored (a form
 * always sends all of its fields). Basic fields may be sent one by one; name and email, when sent,
 * must not be empty. An empty change is refused.
 */
export const updateMyAgentInput = myAgentChanges.refine(hasChanges, somethingToUpdate);
export type UpdateMyAgentInput = z.infer<typeof updateMyAgentInput>;
export type UpdateMyAgentRequest = z.input<typeof updateMyAgentInput>;

/**
 * The provinces whose new leads an agent takes when leads are routed by province (issue 18): codes
 * from the one province table, each once, kept in the table's order.
 */
export const agentProvinces = z
  .array(z.enum(provinceCodes, { error: leadManagementMessages.routing.invalidProvince }), { error: leadManagementMessages.routing.invalidProvince })
  .max(provinceCodes.length, leadManagementMessages.routing.invalidProvince)
  .transform((list) => provinceCodes.filter((code) => list.includes(code)));

/**
 * PATCH /api/admin/agents/:id: the same, plus whether the agent is active (listed publicly),
 * which provinces' leads they take, their sign-in's role (agent or admin) and their FSRA licence;
 * only the console sets those. A role change ends the user's sessions.
 */
export const updateAgentInput = myAgentChanges
  .extend({
    isActive: z.boolean().optional(),
    provinces: agentProvinces.optional(),
    role: z.enum(['agent', 'admin'] as const satisfies readonly Role[]).optional(),
    /** The FSRA licence, from the register (issue 27); null removes it. Not in the agent's own schema: an agent cannot change it. */
    licence: agentLicenceInput.nullable().optional(),
  })
  .refine(hasChanges, somethingToUpdate);
export type UpdateAgentInput = z.infer<typeof updateAgentInput>;
export type UpdateAgentRequest = z.input<typeof updateAgentInput>;

/**
 * POST /api/admin/agents: the spec's create-agent body `{ email, password, fullName }`, or an
 * invitation `{ email, fullName, invite: true }` without a password: the agent is mailed a link to
 * set their own (issue 20). Exactly one of the two.
 */
export const createAgentInput = z
  .strictObject({
    email: emailText({ invalid: m.invalidEmail, required: m.emailRequired, tooLong: m.tooLong }),
    password: exactText({ max: agentLimits.passwordMax, invalid: m.passwordTooShort, tooLong: m.passwordTooLong })
      .min(agentLimits.passwordMin, m.passwordTooShort)
      .max(agentLimits.passwordMax, m.passwordTooLong)
      .optional(),
    fullName: requiredText({ max: agentLimits.name, required: m.fullNameRequired, tooLong: m.tooLong }),
    invite: z.literal(true, { error: usersMessages.invite.passwordRequired }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.invite && value.password !== undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: usersMessages.invite.passwordWithInvite });
    if (!value.invite && value.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: usersMessages.invite.passwordRequired });
  });
export type CreateAgentInput = z.infer<typeof createAgentInput>;

/**
 * An agent record as the console and the dashboard read it (every column but the sign-in user id):
 * what the public profile shows, plus the CRM address, whether the agent is listed, and when.
 */
export const agentRecord = publicAgentProfile.extend({
  /** The French bio (decision 069); the French tagline is contactDetails.titleFr. */
  bioFr: z.string().nullable(),
  licence: agentLicence.nullable(),
  crmEmail: z.string().nullable(),
  isActive: z.boolean(),
  /** Province codes whose new leads the agent takes when leads are routed by province. */
  provinces: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentRecord = z.infer<typeof agentRecord>;

/** GET /api/admin/agents: one page of agent records (never the sign-in user id). */
export const adminAgentList = listOf(agentRecord);
