import { and, arrayContains, asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leadRoutingCursors } from '@maple/db/schema/lead-routing-cursors';
import { parseProvince, provinceCodes, type ProvinceCode } from '@maple/shared/provinces';
import type { LeadRoutedBy } from '@maple/shared/schemas/leads';
import type { LeadRouting } from '@maple/shared/schemas/site';

/**
 * The first letter of a Canadian postal code names its province (Canada Post's forward sortation
 * areas). X is shared by the territories: X0A–X0C are Nunavut, the rest the Northwest Territories.
 */
const postalLetters: Record<string, ProvinceCode> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};
const postalCode = /\b([ABCEGHJKLMNPRSTVXY])(\d)([A-Z])\s?\d[A-Z]\d\b/i;

export function provinceOfPostalCode(value: string): ProvinceCode | null {
  const match = postalCode.exec(value);
  if (!match) return null;
  const [, letter, digit, third] = match as unknown as [string, string, string, string];
  const first = letter.toUpperCase();
  if (first === 'X' && digit === '0' && ['A', 'B', 'C'].includes(third.toUpperCase())) return 'NU';
  return postalLetters[first] ?? null;
}

// A province named at the end of an address: "…, Vancouver, BC" or "…, Ontario".
const provinceWords = new RegExp(`\\b(${provinceCodes.join('|')})\\b`, 'g');

/**
 * The province a lead is about, from what its form carried: a quote's location (a province name),
 * a contact's postal code, an application's property address (its postal code, else the last
 * province code in it). Null when the lead says nothing about where (a newsletter, most chats).
 */
export function leadProvince(metadata: Record<string, unknown>): ProvinceCode | null {
  if (typeof metadata.location === 'string') {
    const province = parseProvince(metadata.location);
    if (province) return province;
  }
  if (typeof metadata.postalCode === 'string') {
    const province = provinceOfPostalCode(metadata.postalCode);
    if (province) return province;
  }
  if (typeof metadata.property_address === 'string') {
    const address = metadata.property_address;
    const fromPostal = provinceOfPostalCode(address);
    if (fromPostal) return fromPostal;
    const codes = [...address.matchAll(provinceWords)].map((m) => m[1] as ProvinceCode);
    if (codes.length > 0) return codes.at(-1)!;
    const named = address.split(',').map((part) => parseProvince(part)).filter((p): p is ProvinceCode => !!p);
    if (named.length > 0) return named.at(-1)!;
  }
  return null;
}

export type RoutedAgent = { id: string; name: string; routedBy: LeadRoutedBy; province: ProvinceCode | null };

/**
 * Gives the next agent in turn among the candidates of one scope, in the caller's transaction.
 * The scope's cursor row is locked first (FOR UPDATE, made if missing), so a second lead routed at
 * the same moment waits for this one's commit and then sees the turn this one took: two leads never
 * go to the same agent out of turn, on PostgreSQL (where they run side by side) as on PGlite (where
 * transactions run one at a time). The turn order is by agent id, so an agent added or deactivated
 * between leads only joins or leaves the circle.
 */
async function nextInTurn(tx: Db | Tx, scope: string, candidates: SQL | undefined, now: Date): Promise<{ id: string; name: string } | null> {
  await tx.insert(leadRoutingCursors).values({ scope, updatedAt: now }).onConflictDoNothing();
  const [cursor] = await tx.select({ lastAgentId: leadRoutingCursors.lastAgentId }).from(leadRoutingCursors).where(eq(leadRoutingCursors.scope, scope)).for('update');
  const circle = await tx
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(eq(agents.isActive, true), candidates))
    .orderBy(asc(agents.id))
    // Held until the lead commits: an agent deleted meanwhile would leave the lead pointing at nobody.
    .for('key share');
  if (circle.length === 0) return null;
  const last = cursor?.lastAgentId ?? null;
  // UUIDs compare in PostgreSQL as their lower-case hex text compares here.
  const next = (last ? circle.find((agent) => agent.id > last) : undefined) ?? circle[0]!;
  await tx.update(leadRoutingCursors).set({ lastAgentId: next.id, updatedAt: now }).where(eq(leadRoutingCursors.scope, scope));
  return next;
}

/**
 * Chooses the agent of a new lead that came without one, by the brokerage's `leadRouting`:
 * `none` leaves it for the console; `round-robin` takes turns over every active agent;
 * `by-province` takes turns over the active agents who take the lead's province, and over every
 * active agent when the lead names no province or nobody takes it. Null when nobody is there.
 */
export async function routeLead(tx: Db | Tx, routing: LeadRouting, province: ProvinceCode | null, now: Date): Promise<RoutedAgent | null> {
  if (routing === 'none') return null;
  if (routing === 'by-province' && province) {
    const inProvince = await nextInTurn(tx, `province:${province}`, arrayContains(agents.provinces, [province]), now);
    if (inProvince) return { ...inProvince, routedBy: 'province', province };
  }
  const anyone = await nextInTurn(tx, 'all', undefined, now);
  return anyone ? { ...anyone, routedBy: 'round-robin', province: null } : null;
}
