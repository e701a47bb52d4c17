import { sql } from 'drizzle-orm';
import type { AgentLicenceClass } from '@maple/shared/schemas/agent-licence';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export type SocialLinks = { facebook?: string; instagram?: string; youtube?: string; linkedin?: string; website?: string };
export type ApplicationLinks = { apply?: string; contactForm?: string; rateQuote?: string; scheduler?: string; newsletter?: string };
export type ContactDetails = { title?: string; titleFr?: string; location?: string };
export type AgentSeoSettings = { metaTitle?: string; metaDescription?: string; metaKeywords?: string; ogImage?: string };

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    bio: text('bio'),
    // The French bio (decision 069); the French tagline is contactDetails.titleFr. Null: the French profile shows none.
    bioFr: text('bio_fr'),
    calendlyLink: text('calendly_link'),
    crmEmail: text('crm_email'),
    profileSlug: text('profile_slug').unique(),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    applicationLinks: jsonb('application_links').$type<ApplicationLinks>().notNull().default({}),
    contactDetails: jsonb('contact_details').$type<ContactDetails>().notNull().default({}),
    seoSettings: jsonb('seo_settings').$type<AgentSeoSettings>().notNull().default({}),
    customBackgroundImage: text('custom_background_image'),
    agentLogoUrl: text('agent_logo_url'),
    badge1Url: text('badge_1_url'),
    badge2Url: text('badge_2_url'),
    headshotUrl: text('headshot_url'),
    bannerImageUrl: text('banner_image_url'),
    isActive: boolean('is_active').notNull().default(true),
    // Province codes (packages/shared/src/provinces.ts) whose new leads this agent takes when the
    // brokerage routes leads by province (issue 18); empty: none in particular.
    provinces: text('provinces').array().notNull().default(sql`'{}'::text[]`),
    // The FSRA licence (issue 27), set by the super admin from the register: all null until then
    // (no backfill; an agent without a class shows no title). The class is one of agentLicenceClasses.
    licenceName: text('licence_name'),
    licenceClass: text('licence_class').$type<AgentLicenceClass>(),
    licenceNumber: text('licence_number'),
    licenceCheckedAt: date('licence_checked_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agents_active_name_idx').on(t.isActive, t.name), index('agents_created_at_idx').on(t.createdAt)],
);
