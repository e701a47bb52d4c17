import { defaultPrivacyPolicyAnswer } from '@maple/shared/schemas/privacy-policy';
import { route, routes } from '../../lib/route.ts';
import type { PolicyConfiguration } from './outside-processors.ts';
import { readDefaultPrivacyPolicy } from './privacy-policy.service.ts';

/** The console's Settings tab, Privacy group: the default policy to start an own text from. */
export function adminPrivacyPolicyRoutes(configuration: PolicyConfiguration) {
  return routes(
    route(
      {
        method: 'get',
        path: '/default',
        audience: 'console',
        permission: 'settings:read',
        summary: 'Read the default privacy policy as the saved settings and the configuration generate it now',
        responses: { 200: { description: 'The default policy (Markdown)', schema: defaultPrivacyPolicyAnswer } },
      },
      async (c) => c.json(await readDefaultPrivacyPolicy(c.var, c.var.actor, configuration)),
    ),
  );
}
