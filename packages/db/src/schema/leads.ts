import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@maple/shared/i18n/languages';
import { agents } from './agents.ts';

export const leadType = pgEnum('lead_type', ['rate_quote', 'refinance', 'application', 'contact']);
export const leadSource = pgEnum('lead_source', [
  'mortgage_calculator',
  'AI Chatbot',
  'website',
  'Manual',
  'contact_form',
  'newsletter',
]);
export const leadStatus = pgEnum('lead_status', ['new', 'contacted', 'qualified', 'closed']);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    type: leadType('type').notNull(),
    source: leadSource('source').notNull(),
    status: leadStatus('status').notNull().default('new'),
    message: text('message'),
    notes: text('notes'),
    // Validated per lead kind by the shared zod schemas before it is written.
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The chat conversation this lead came from: at most one lead per chat session (null for other forms).
    chatSessionId: text('chat_session_id'),
    // The form submission's Idempotency-Key: a request resent (by the proxy, after a process
    // restart reset its connection) finds the lead it already made instead of making another.
    idempotencyKey: text('idempotency_key'),
    // Set when the person's details were replaced (an erasure request, or the retention job): the
    // row stays so counts hold, and the retention job does not take it again.
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    // The language of the page the person wrote from ('en' or 'fr', decision 071): every mail to
    // them is in it. Old rows, imports and leads staff type in are English unless given.
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_agent_created_idx').on(t.agentId, t.createdAt),
    index('leads_type_created_idx').on(t.type, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
    uniqueIndex('leads_chat_session_idx').on(t.chatSessionId),
    uniqueIndex('leads_idempotency_key_idx').on(t.idempotencyKey),
  ],
);
