import { and, arrayContains, asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leadRoutingCursors } from '@maple/db/schema/lead-routing-cursors';
import { parseProvince, provinceCodes, type ProvinceCode } from '@maple/shared/provinces';
import type { LeadRoutedBy } from '@maple/shared/schemas/leads';
import type { LeadRouting } from '@maple/shared/schemas/site';
import { publiclyListed } from '../agents/agent-visibility.service.ts';

/**
 * The first letter of a Canadian postal code names its province (Canada Post's forward sortation
 * areas). X is shared by the territories: X0A–X0C are Nunavut, the rest the Northwest Territories.
 */
export const postalLetters: Record<string, ProvinceCode> = {
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

/** One scope's circle, read once per batch with its cursor locked; `last` moves as turns are given. */
type Turn = { circle: { id: string; name: string }[]; last: string | null; moved: boolean };

/**
 * Opens one scope's turn, in the caller's transaction. The scope's cursor row is locked first (FOR
 * UPDATE, made if missing), so a second batch routed at the same moment waits for this one's
 * commit and then sees the turns this one took: two leads never go to the same agent out of turn,
 * on PostgreSQL (where they run side by side) as on PGlite (where transactions run one at a time).
 * The turn order is by agent id, so an agent added or deactivated between leads only joins or
 * leaves the circle.
 */
async function openTurn(tx: Db | Tx, scope: string, candidates: SQL | undefined, now: Date): Promise<Turn> {
  await tx.insert(leadRoutingCursors).values({ scope, updatedAt: now }).onConflictDoNothing();
  const [cursor] = await tx.select({ lastAgentId: leadRoutingCursors.lastAgentId }).from(leadRoutingCursors).where(eq(leadRoutingCursors.scope, scope)).for('update');
  const circle = await tx
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(publiclyListed, candidates))
    .orderBy(asc(agents.id))
    // Held until the lead commits: an agent deleted meanwhile would leave the lead pointing at nobody.
    .for('key share');
  return { circle, last: cursor?.lastAgentId ?? null, moved: false };
}

/** The next agent of an open turn (null when its circle is empty). */
function takeTurn(turn: Turn): { id: string; name: string } | null {
  if (turn.circle.length === 0) return null;
  const last = turn.last;
  // UUIDs compare in PostgreSQL as their lower-case hex text compares here.
  const next = (last ? turn.circle.find((agent) => agent.id > last) : undefined) ?? turn.circle[0]!;
  turn.last = next.id;
  turn.moved = true;
  return next;
}

/**
 * Chooses the agent of each new lead that came without one, by the brokerage's `leadRouting`:
 * `none` leaves it for the console; `round-robin` takes turns over every active agent;
 * `by-province` takes turns over the active agents who take the lead's province, and over every
 * active agent when the lead names no province or nobody takes it. Null when nobody is there.
 * `provinces` holds one entry per lead, in the order the leads take their turns (a batch of leads
 * from the lead writer, decision 053, or a single one). Each scope's cursor is locked once for the
 * batch, province scopes in name order and `all` last, so two batches never wait on each other in
 * a circle; each moved cursor is written once at the end.
 */
export async function routeLeads(tx: Db | Tx, routing: LeadRouting, provinces: readonly (ProvinceCode | null)[], now: Date): Promise<(RoutedAgent | null)[]> {
  if (routing === 'none') return provinces.map(() => null);
  const turns = new Map<string, Turn>();
  const byProvince = routing === 'by-province';
  for (const province of [...new Set(provinces.filter((p): p is ProvinceCode => byProvince && p !== null))].sort()) {
    turns.set(`province:${province}`, await openTurn(tx, `province:${province}`, arrayContains(agents.provinces, [province]), now));
  }
  const anyone = async () => {
    let turn = turns.get('all');
    if (!turn) turns.set('all', (turn = await openTurn(tx, 'all', undefined, now)));
    return turn;
  };
  const routed: (RoutedAgent | null)[] = [];
  for (const province of provinces) {
    const inProvince = byProvince && province ? takeTurn(turns.get(`province:${province}`)!) : null;
    if (inProvince) {
      routed.push({ ...inProvince, routedBy: 'province', province });
      continue;
    }
    const next = takeTurn(await anyone());
    routed.push(next ? { ...next, routedBy: 'round-robin', province: null } : null);
  }
  for (const [scope, turn] of turns) {
    if (turn.moved) await tx.update(leadRoutingCursors).set({ lastAgentId: turn.last, updatedAt: now }).where(eq(leadRoutingCursors.scope, scope));
  }
  return routed;
}
