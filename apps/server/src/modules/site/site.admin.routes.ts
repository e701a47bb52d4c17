import { brokerageSettings, brokerageSettingsAnswer } from '@maple/shared/schemas/site';
import { route, routes } from '../../lib/route.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { readBrokerageSettings, updateBrokerageSettings } from './site.service.ts';

/** The console's Settings tab: the brokerage's identity, lead inbox and routing (issue 18). */
export const adminSettingsRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'settings:read',
      summary: "Read the brokerage's settings, with the go-live fields still missing",
      responses: { 200: { description: 'The settings record', schema: brokerageSettingsAnswer } },
    },
    async (c) => c.json(await readBrokerageSettings(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'put',
      path: '/',
      audience: 'console',
      permission: 'settings:update',
      summary: "Replace the brokerage's settings (every field; an empty string clears one)",
      body: brokerageSettings,
      responses: { 200: { description: 'The settings as saved', schema: brokerageSettingsAnswer } },
    },
    async (c, { body }) => c.json(await updateBrokerageSettings(c.var, c.var.actor, body, auditSourceOf(c))),
  ),
);
