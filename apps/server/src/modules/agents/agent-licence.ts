import { agents } from '@maple/db/schema/agents';
import type { AgentLicence, AgentLicenceValues, PublicAgentLicence } from '@maple/shared/schemas/agent-licence';

/** The licence columns, as a select list and as the row they give. */
export const licenceColumns = {
  licenceName: agents.licenceName,
  licenceClass: agents.licenceClass,
  licenceNumber: agents.licenceNumber,
  licenceCheckedAt: agents.licenceCheckedAt,
};
type LicenceRow = { [K in keyof typeof licenceColumns]: (typeof agents.$inferSelect)[K] };

/** The stored licence as the console and its agent read it; null until a class and name are recorded. */
export function licenceOf(row: LicenceRow): AgentLicence | null {
  if (!row.licenceName || !row.licenceClass) return null;
  return { licensedName: row.licenceName, class: row.licenceClass, number: row.licenceNumber, checkedAt: row.licenceCheckedAt };
}

/** A public answer's licence: without the day the brokerage last checked it. */
export function publicLicenceOf(row: LicenceRow): PublicAgentLicence | null {
  const licence = licenceOf(row);
  if (!licence) return null;
  const { checkedAt: _checkedAt, ...shown } = licence;
  return shown;
}

/** The row with its licence columns folded into `licence` (public or full), the columns themselves gone. */
export function withLicence<R extends LicenceRow, L>(row: R, read: (row: LicenceRow) => L): Omit<R, keyof LicenceRow> & { licence: L } {
  const { licenceName: _n, licenceClass: _c, licenceNumber: _no, licenceCheckedAt: _at, ...rest } = row;
  return { ...rest, licence: read(row) };
}

/** The columns a PATCH writes: the whole licence, or all four cleared. */
export function licenceSet(licence: AgentLicenceValues | null): LicenceRow {
  return {
    licenceName: licence?.licensedName ?? null,
    licenceClass: licence?.class ?? null,
    licenceNumber: licence?.number ?? null,
    licenceCheckedAt: licence?.checkedAt ?? null,
  };
}
