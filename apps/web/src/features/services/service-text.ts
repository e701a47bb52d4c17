import type { PublicService } from '@maple/shared/schemas/services';
import { clipText } from '@/lib/plain-text';
import { withReferralAgent } from '@maple/shared/agent-links';

/** public-site §9: a service card previews 180 characters, with '...' when clipped. */
export const servicePreviewLength = 180;

/** The card's text: the description, else the content, clipped to 180 characters. */
export function servicePreview(service: Pick<PublicService, 'description' | 'content'>): string {
  const text = service.description?.trim() ? service.description : service.content;
  return clipText(text, servicePreviewLength);
}

/** The features list of a service, as text: the column is free-form JSON, so anything else is skipped. */
export function serviceFeatures(features: readonly unknown[]): string[] {
  return features
    .map((f) => (typeof f === 'string' ? f.trim() : typeof f === 'number' ? String(f) : ''))
    .filter((f) => f.length > 0);
}

/** '/contact', keeping the visitor's `?agent=` so the enquiry reaches that agent. */
export function contactHref(agent: string | null): string {
  return withReferralAgent('/contact', agent);
}

/** A link within services that keeps the `?agent=` the visitor arrived with. */
export function withAgentParam(path: string, agent: string | null): string {
  return withReferralAgent(path, agent);
}
