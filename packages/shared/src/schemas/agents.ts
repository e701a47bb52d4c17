import { z } from 'zod';
import { publicAgentLicence } from './agent-licence.ts';
import { publicLender } from './lenders.ts';
import { provinceField, publicRate } from './rates.ts';
import { representativeExample } from './representative-example.ts';
import { publicService } from './services.ts';
import { publicTestimonial } from './testimonials.ts';

/** `titleFr` (the French tagline, decision 069) is in the console's record only: a public answer carries the tagline of its language as `title`. */
const contactDetails = z.object({ title: z.string().optional(), titleFr: z.string().optional(), location: z.string().optional() });

/** GET /api/agents: the directory card. Never the user id or the CRM address. */
export const publicAgent = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  profileSlug: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  headshotUrl: z.string().nullable(),
  agentLogoUrl: z.string().nullable(),
  contactDetails,
  /** FSRA licence (issue 27): null until the super admin records it; then the class replaces the title line. */
  licence: publicAgentLicence.nullable(),
});
export type PublicAgent = z.infer<typeof publicAgent>;
export const publicAgentList = z.object({ agents: z.array(publicAgent) });

/** GET /api/agents/options: the agent choosers of the forms. */
export const agentOption = z.object({ id: z.string(), name: z.string() });
export type AgentOption = z.infer<typeof agentOption>;
export const agentOptionList = z.object({ agents: z.array(agentOption) });

/** The agent part of GET /api/agents/:idOrSlug. */
export const publicAgentProfile = publicAgent.extend({
  calendlyLink: z.string().nullable(),
  socialLinks: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    youtube: z.string().optional(),
    linkedin: z.string().optional(),
    website: z.string().optional(),
  }),
  applicationLinks: z.object({
    apply: z.string().optional(),
    contactForm: z.string().optional(),
    rateQuote: z.string().optional(),
    scheduler: z.string().optional(),
    newsletter: z.string().optional(),
  }),
  seoSettings: z.object({
    metaTitle: z.string().optional(),
    metaDescription: z.string().optional(),
    metaKeywords: z.string().optional(),
    ogImage: z.string().optional(),
  }),
  customBackgroundImage: z.string().nullable(),
  badge1Url: z.string().nullable(),
  badge2Url: z.string().nullable(),
});
export type PublicAgentProfile = z.infer<typeof publicAgentProfile>;

/** GET /api/agents/:idOrSlug?province=: rates for this province instead of the agent's own. */
export const agentProfileQuery = z.object({ province: provinceField.optional() });
export type AgentProfileQuery = z.infer<typeof agentProfileQuery>;

/** GET /api/agents/:idOrSlug: everything the profile page shows, in one request. */
export const agentProfileBundle = z.object({
  agent: publicAgentProfile,
  testimonials: z.array(publicTestimonial),
  services: z.array(publicService),
  lenders: z.array(publicLender),
  /** The province the rates are for: ?province=, else the agent's location, else Ontario. */
  province: z.string(),
  rates: z.array(publicRate),
  /** The mortgage the rates' APRs are worked on (issue 27). */
  representativeExample,
});
export type AgentProfileBundle = z.infer<typeof agentProfileBundle>;
