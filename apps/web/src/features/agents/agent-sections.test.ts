import { describe, expect, it } from 'vitest';
import { agentsMessages } from '@maple/shared/messages/agents';
import { updateAgentInput, type AgentRecord } from '@maple/shared/schemas/agent-edit';
import { applicationLinksSection, basicInfoSection, profileSection, seoSection, slugSection, socialLinksSection } from './agent-sections';

const agent: AgentRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sarah Chen',
  email: 'sarah@example.test',
  phone: null,
  bio: 'Bio',
  bioFr: null,
  calendlyLink: null,
  crmEmail: null,
  profileSlug: 'sarahchen',
  socialLinks: { facebook: 'https://facebook.com/sarah' },
  applicationLinks: {},
  contactDetails: { title: 'Agent' },
  licence: null,
  seoSettings: { metaTitle: 'Title' },
  customBackgroundImage: null,
  agentLogoUrl: null,
  badge1Url: null,
  badge2Url: null,
  headshotUrl: null,
  bannerImageUrl: null,
  isActive: true,
  provinces: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('agent edit sections', () => {
  it.each([profileSection(), basicInfoSection(agent), slugSection(agent), socialLinksSection(), applicationLinksSection(), seoSection()])(
    '$id: a record unchanged makes a body the PATCH route accepts, with a field for every input',
    (section) => {
      const values = section.values(agent);
      expect(Object.keys(values).sort()).toEqual(section.fields.map((f) => f.name).sort());
      const parsed = section.schema.parse(values);
      expect(updateAgentInput.safeParse(section.body(parsed)).success).toBe(true);
    },
  );

  it('sends cleared links as null and groups them under their key', () => {
    const section = socialLinksSection();
    const body = section.body(section.schema.parse({ ...section.values(agent), facebook: '' }));
    expect(body).toEqual({ socialLinks: { facebook: null, instagram: null, youtube: null, linkedin: null, website: null } });
  });

  it('checks the slug and the SEO limits in the browser with the spec texts', () => {
    expect(slugSection(agent).schema.safeParse({ profileSlug: '!!' }).error?.issues[0]?.message).toBe(agentsMessages.slugEmpty);
    expect(slugSection(agent).schema.parse({ profileSlug: 'Sarah-Chen 2' })).toEqual({ profileSlug: 'sarahchen2' });
    const seo = seoSection();
    expect(seo.schema.safeParse({ ...seo.values(agent), metaTitle: 'x'.repeat(61) }).error?.issues[0]?.message).toBe(agentsMessages.metaTitleTooLong);
  });
});
