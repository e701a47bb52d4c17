import { z } from 'zod';
import { provinceField, publicRate } from './rates.ts';

// What the anonymous GET routes answer, as JSON (dates are ISO strings). The server's mappers are
// typed with these, so a field added on one side and not the other fails the type check.

/** GET /api/lenders */
export const publicLender = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  type: z.enum(['a_lender', 'alternate_lender']),
  displayOrder: z.number(),
});
export type PublicLender = z.infer<typeof publicLender>;

/** GET /api/testimonials and the agent profile's testimonials. */
export const publicTestimonial = z.object({
  id: z.string(),
  clientName: z.string(),
  content: z.string(),
  rating: z.number(),
  createdAt: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonial>;

/** GET /api/services[/:id]; imageUrl is absolute or a site path, ready for an <img>. */
export const publicService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  features: z.array(z.unknown()),
  createdAt: z.string(),
});
export type PublicService = z.infer<typeof publicService>;

/** GET /api/products[/:id] */
export const publicProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  content: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicProduct = z.infer<typeof publicProduct>;

const contactDetails = z.object({ title: z.string().optional(), location: z.string().optional() });

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
});
export type PublicAgent = z.infer<typeof publicAgent>;

/** GET /api/agents/options: the agent choosers of the forms. */
export const agentOption = z.object({ id: z.string(), name: z.string() });
export type AgentOption = z.infer<typeof agentOption>;

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
    contact_form: z.string().optional(),
    rate_quote: z.string().optional(),
    scheduler: z.string().optional(),
    newsletter: z.string().optional(),
  }),
  seoSettings: z.object({
    meta_title: z.string().optional(),
    meta_description: z.string().optional(),
    meta_keywords: z.string().optional(),
    og_image: z.string().optional(),
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
});
export type AgentProfileBundle = z.infer<typeof agentProfileBundle>;

/** GET /api/blog and /api/blog/:slug; author is null for posts written by an admin. */
export const publicBlogPost = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImageUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  seoSettings: z.object({ description: z.string().optional(), keywords: z.string().optional() }),
  author: z.object({ id: z.string(), name: z.string(), profileSlug: z.string().nullable() }).nullable(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPost>;
