import { date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { leads } from './leads.ts';

// The shared schemas (packages/shared/src/schemas/identifications.ts) hold the same lists.
export const identificationMethod = pgEnum('identification_method', ['government_photo_id', 'credit_file', 'dual_process', 'reliance']);
export const pepDetermination = pgEnum('pep_determination', ['not_pep', 'domestic_pep', 'foreign_pep', 'head_of_international_organization', 'family_or_close_associate']);
export const thirdPartyDetermination = pgEnum('third_party_determination', ['no_third_party', 'third_party']);

/**
 * A client identification record (FINTRAC, issue 27; decision 045). The client's name, address and
 * date of birth are copies as verified, so the record still reads after its lead is anonymized.
 * The lead key has no cascade: a lead with records cannot be deleted (the database refuses even a
 * delete that got past the service's 409). A record is never deleted, only voided with a reason.
 * The document number is stored encrypted with SECRET_KEY (lib/secrets.ts), never in clear.
 */
export const leadIdentifications = pgTable(
  'lead_identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'restrict' }),
    clientName: text('client_name').notNull(),
    address: text('address').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    method: identificationMethod('method').notNull(),
    documentType: text('document_type').notNull(),
    documentNumberEncrypted: text('document_number_encrypted').notNull(),
    issuingJurisdiction: text('issuing_jurisdiction'),
    expiresOn: date('expires_on'),
    verifiedOn: date('verified_on').notNull(),
    // Who verified, kept by name too: the user may be deleted, the record may not.
    verifiedByUserId: text('verified_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    verifiedByName: text('verified_by_name').notNull(),
    pepDetermination: pepDetermination('pep_determination').notNull(),
    pepDetails: text('pep_details'),
    thirdPartyDetermination: thirdPartyDetermination('third_party_determination').notNull(),
    thirdPartyDetails: text('third_party_details'),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedByUserId: text('voided_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    voidedByName: text('voided_by_name'),
    voidReason: text('void_reason'),
  },
  (t) => [index('lead_identifications_lead_idx').on(t.leadId, t.createdAt)],
);
