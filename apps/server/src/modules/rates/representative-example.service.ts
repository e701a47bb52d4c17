import { eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { representativeExample as exampleTable } from '@maple/db/schema/representative-example';
import type { Actor } from '@maple/shared/permissions';
import { defaultRepresentativeExample, type RepresentativeExample } from '@maple/shared/schemas/representative-example';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { noAuditSource, recordAudit, type AuditSource } from '../audit/audit.service.ts';

/** The example every APR is worked on: the saved one, else issue 27's default. Public: no actor. */
export async function findRepresentativeExample(db: Db): Promise<RepresentativeExample> {
  const [row] = await db.select().from(exampleTable).where(eq(exampleTable.id, 1));
  if (!row) return defaultRepresentativeExample;
  return {
    amount: row.amount,
    amortizationYears: row.amortizationYears,
    fees: { appraisal: row.appraisalFee, lender: row.lenderFee, brokerage: row.brokerageFee, legal: row.legalFee },
  };
}

export async function getRepresentativeExample({ db }: Deps, actor: Actor | null): Promise<RepresentativeExample> {
  assertCan(actor, 'rate:read');
  return findRepresentativeExample(db);
}

/**
 * Replaces the example. Every public answer showing an APR changes with it; the signed-in write
 * drops the cached public answers and pages by itself (lib/public-content/invalidate-on-write.ts).
 * The audit trail keeps each example with who set it and when: what every advertised APR was
 * worked on at a given time is what an FSRA examiner asks for.
 */
export async function saveRepresentativeExample(deps: Deps, actor: Actor | null, input: RepresentativeExample, source: AuditSource = noAuditSource): Promise<RepresentativeExample> {
  assertCan(actor, 'rate:update');
  const { fees } = input;
  const values = {
    amount: input.amount,
    amortizationYears: input.amortizationYears,
    appraisalFee: fees.appraisal,
    lenderFee: fees.lender,
    brokerageFee: fees.brokerage,
    legalFee: fees.legal,
    updatedAt: deps.clock.now(),
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(exampleTable).values({ id: 1, ...values }).onConflictDoUpdate({ target: exampleTable.id, set: values });
    await recordAudit(tx, values.updatedAt, { kind: 'representative_example_changed', ...source, detail: { amount: input.amount, amortizationYears: input.amortizationYears, fees } });
  });
  deps.logger.info('representative example saved', { amount: input.amount, amortizationYears: input.amortizationYears });
  return findRepresentativeExample(deps.db);
}
