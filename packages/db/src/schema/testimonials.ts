import { sql } from 'drizzle-orm';
import type { PermissionMethod, PermissionRelationship } from '@maple/shared/schemas/testimonials';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { user } from './auth.ts';

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    content: text('content').notNull(),
    // The words in French (decision 069): null until written; the French site shows only testimonials that have them.
    contentFr: text('content_fr'),
    rating: integer('rating').notNull().default(5),
    isApproved: boolean('is_approved').notNull().default(false),
    // Set when a super admin wrote the testimonial; only those appear on the home page.
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    // The author's permission to publish (Competition Act s. 74.02, issue 27): how and when it was
    // given, and any tie to the brokerage that the public card discloses. Null on rows from before
    // (they stay visible; the console flags the approved ones); required to approve.
    permissionMethod: text('permission_method').$type<PermissionMethod>(),
    permissionGrantedAt: date('permission_granted_at', { mode: 'string' }),
    permissionRelationship: text('permission_relationship').$type<PermissionRelationship>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    index('testimonials_public_idx').on(t.isApproved, t.createdAt),
    index('testimonials_agent_idx').on(t.agentId, t.isApproved),
  ],
);
