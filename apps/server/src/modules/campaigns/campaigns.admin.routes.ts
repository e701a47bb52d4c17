import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import { audienceCount, audienceCountRequest, campaign, campaignDraft, campaignList, campaignTestRequest, campaignTestSent, listCampaignsQuery, sendCampaignRequest } from '@maple/shared/schemas/campaigns';
import { idParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { audienceCount as countAudienceFor, cancelScheduledCampaign, createCampaign, deleteCampaign, getCampaign, listCampaigns, sendCampaign, sendCampaignTest, updateCampaign } from './campaigns.service.ts';

/** The console's campaigns (issue 40 §6, decision 105): super admin only; an agent never reaches them. */
export const adminCampaignRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'campaign:read',
      summary: 'One page of campaigns, newest first, each with its sent, failed and unsubscribed counts',
      query: listCampaignsQuery,
      responses: { 200: { description: 'One page of campaigns and how many match', schema: campaignList } },
    },
    async (c, { query }) => c.json(await listCampaigns(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'post',
      path: '/audience-count',
      audience: 'console',
      permission: 'campaign:read',
      summary: 'How many an audience would receive a campaign now, how many of them read French, and how many it leaves out and why',
      description: 'French: the recipients whose language is French, who get the campaign\'s French text (a campaign without it cannot be sent to them). Left out: no consent on record for the audience\'s purposes, unsubscribed (withdrawn), or erased. Addresses the mail server refuses are known only when sending (the campaign\'s failed count).',
      body: audienceCountRequest,
      responses: { 200: { description: 'The counts', schema: audienceCount } },
    },
    async (c, { body }) => c.json(await countAudienceFor(c.var, c.var.actor, body.audience)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'campaign:create',
      summary: 'Create a campaign draft: subject, Markdown body, their optional French versions (both or neither) and audience',
      body: campaignDraft,
      responses: { 201: { description: 'The new draft', schema: campaign } },
    },
    async (c, { body }) => c.json(await createCampaign(c.var, c.var.actor, body), 201),
  ),
  route(
    {
      method: 'get',
      path: '/:id',
      audience: 'console',
      permission: 'campaign:read',
      summary: 'One campaign with its counts',
      params: idParam,
      notFound: m.notFound,
      responses: { 200: { description: 'The campaign', schema: campaign } },
    },
    async (c, { params }) => c.json(await getCampaign(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'campaign:update',
      summary: 'Edit a campaign draft',
      description: 'A campaign already scheduled or sent is 409.',
      params: idParam,
      notFound: m.notFound,
      body: campaignDraft,
      responses: { 200: { description: 'The draft as saved', schema: campaign } },
      errors: [409],
    },
    async (c, { params, body }) => c.json(await updateCampaign(c.var, c.var.actor, params.id, body)),
  ),
  route(
    {
      method: 'delete',
      path: '/:id',
      audience: 'console',
      permission: 'campaign:delete',
      summary: 'Delete a campaign draft',
      description: 'A campaign already scheduled or sent is 409: its record stays.',
      params: idParam,
      notFound: m.notFound,
      responses: { 204: { description: 'Deleted' } },
      errors: [409],
    },
    async (c, { params }) => {
      await deleteCampaign(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
  route(
    {
      method: 'post',
      path: '/:id/test',
      audience: 'console',
      permission: 'campaign:update',
      summary: 'Send a test of the campaign to the signed-in author\'s own address, in English or French',
      description:
        'Through the job queue, with the identification and the unsubscribe footer every recipient of that language gets. Without a language: the author\'s own when the campaign is written in it, else English. French for a campaign without French text is 400.',
      params: idParam,
      notFound: m.notFound,
      body: campaignTestRequest,
      responses: { 202: { description: 'Queued: the address it goes to and its language', schema: campaignTestSent } },
    },
    async (c, { params, body }) => c.json(await sendCampaignTest(c.var, c.var.actor, params.id, c.var.user!.email, { requested: body.language, author: c.var.user!.language }), 202),
  ),
  route(
    {
      method: 'post',
      path: '/:id/send',
      audience: 'console',
      permission: 'campaign:update',
      summary: 'Send a campaign draft now, or schedule it for a time',
      description:
        'Now: its recipients (each address with a standing consent, once) are written at once and the job queue sends them at CAMPAIGN_MAILS_PER_SECOND. At a time: the recipients are read then. Each recipient gets the text of their language. An audience with nobody to mail is 400, and so is an audience with French-speaking recipients for a campaign without French text (on `bodyFr`); a campaign no longer a draft is 409.',
      params: idParam,
      notFound: m.notFound,
      body: sendCampaignRequest,
      responses: { 200: { description: 'The campaign, sending or scheduled', schema: campaign } },
      errors: [409],
    },
    async (c, { params, body }) => c.json(await sendCampaign(c.var, c.var.actor, params.id, body)),
  ),
  route(
    {
      method: 'post',
      path: '/:id/cancel',
      audience: 'console',
      permission: 'campaign:update',
      summary: 'Cancel a scheduled campaign before its time: it is a draft again',
      description: 'Its queued send is removed with it. A campaign not scheduled, or whose send has started, is 409 and stays as it was.',
      params: idParam,
      notFound: m.notFound,
      responses: { 200: { description: 'The campaign, a draft again', schema: campaign } },
      errors: [409],
    },
    async (c, { params }) => c.json(await cancelScheduledCampaign(c.var, c.var.actor, params.id)),
  ),
);
