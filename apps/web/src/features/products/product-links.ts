import { telHref } from '@/lib/format';
import { formatMoney } from '@/lib/format-number';
import { agentContactPath, withReferralAgent } from '@maple/shared/agent-links';

/** A products link that keeps the `?agent=` (slug or id) the visitor arrived with. */
export function productHref(path: string, agent: string | null): string {
  return withReferralAgent(path, agent);
}

/** en-CA dollars, or null when the product has no price (0 is a price: "$0.00"). */
export function productPrice(price: number | null): string | null {
  return price === null || !Number.isFinite(price) ? null : formatMoney(price);
}

/** The agent's Contact, Email and Call targets on a product page (Call only with a phone number). */
export function agentActions(agent: { id: string; email: string; phone: string | null }) {
  return {
    contact: agentContactPath(agent.id),
    email: `mailto:${agent.email}`,
    call: agent.phone ? telHref(agent.phone) : null,
  };
}
