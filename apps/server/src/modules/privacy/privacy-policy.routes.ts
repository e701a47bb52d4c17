import { privacyPolicyAnswer } from '@maple/shared/schemas/privacy-policy';
import { route, routes } from '../../lib/route.ts';
import type { PolicyConfiguration } from './outside-processors.ts';
import { publishedPrivacyPolicy } from './privacy-policy.service.ts';

/** Who may call: anyone. The policy /privacy shows (PIPEDA Principle 4.8: readily available to all). */
export function privacyPolicyRoutes(configuration: PolicyConfiguration) {
  return routes(
    route(
      {
        method: 'get',
        path: '/',
        audience: 'public',
        summary: "Read the brokerage's privacy policy (Markdown) and when it was last updated",
        description:
          "The brokerage's own policy from its settings, or, while it has none, a default generated from its settings, the configured outside services and its active webhooks. `updatedAt` is when this exact text was first published.",
        // A settings or webhook change by the super admin drops the kept copy, so the page follows at once.
        cachedPublicly: true,
        responses: { 200: { description: 'The policy in force', schema: privacyPolicyAnswer } },
      },
      async (c) => c.json(await publishedPrivacyPolicy(c.var, configuration, c.var.language)),
    ),
  );
}
