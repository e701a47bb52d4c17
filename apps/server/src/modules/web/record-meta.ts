import type { Language } from '@maple/shared/i18n/languages';
import { pageHeadMessages } from '@maple/shared/messages/language';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { Db } from '@maple/db/client';
import { findPublishedPost } from '../blog/blog.service.ts';
import { findProduct } from '../products/products.service.ts';
import { findPublicAgent } from '../agents/agents.service.ts';
import { findService } from '../services/services.service.ts';
import type { SiteSettings } from '@maple/shared/schemas/site';
import type { PageMeta, RecordRef } from './page-meta.ts';
import { agentJsonLd, agentRole, blogPostingJsonLd } from './structured-data.ts';

/** What a record page's head is built from besides the record; `language` is the page's. */
export type PageContext = { site: SiteSettings; url: string; publicUrl: string; language: Language };

/**
 * Title, description and share image of a record's page, from the record itself, so a shared
 * link or a search result shows the post or the agent rather than a generic title. Null when the
 * record is unknown or hidden (inactive agent, draft post): the page then answers 404. The record is
 * read in the page's language, and on a French page a post, service or product without its French
 * text is unknown too (decision 069): a French page never carries English under it.
 */
export async function recordPageMeta(db: Db, ref: RecordRef, context: PageContext): Promise<PageMeta | null> {
  const meta = await lookup(db, ref, context);
  if (!meta) return null;
  return { ...meta, description: clip(meta.description), image: absoluteUrl(meta.image, context.publicUrl) };
}

async function lookup(db: Db, ref: RecordRef, { site, url, publicUrl, language }: PageContext): Promise<PageMeta | null> {
  if (!ref.key) return null;
  switch (ref.kind) {
    case 'agent': {
      const agent = await findPublicAgent(db, ref.key, language);
      if (!agent) return null;
      // Read in the page's language: on a French page the English-only SEO texts are gone, so the French defaults below apply.
      const seo = agent.seoSettings;
      const h = inLanguage(pageHeadMessages, language);
      const role = agentRole(agent, language);
      const { name } = agent;
      const location = agent.contactDetails.location;
      return {
        title: seo.metaTitle || fillMessage(h.agentTitle, { name, role }),
        description: seo.metaDescription || agent.bio || (location ? fillMessage(h.agentDescriptionWithPlace, { name, role, location }) : fillMessage(h.agentDescription, { name, role })),
        image: seo.ogImage || agent.headshotUrl || agent.bannerImageUrl || undefined,
        keywords: seo.metaKeywords || undefined,
        structuredData: [agentJsonLd(agent, site, url, publicUrl, language)],
      };
    }
    case 'blog': {
      const post = await findPublishedPost(db, ref.key, language);
      if (!post) return null;
      return {
        title: post.title,
        description: post.excerpt || post.seoSettings.description || post.content,
        image: post.featuredImageUrl ?? undefined,
        structuredData: [blogPostingJsonLd(post, site, url, publicUrl, language)],
      };
    }
    case 'service': {
      const service = await findService(db, ref.key, language);
      if (!service) return null;
      return { title: service.name, description: service.description || service.content || service.name, image: service.imageUrl ?? undefined };
    }
    case 'product': {
      const product = await findProduct(db, ref.key, language);
      if (!product) return null;
      return { title: product.name, description: product.description || product.content || product.name, image: product.imageUrl ?? undefined };
    }
  }
}

/** Search engines show about 160 characters; longer text is cut at a word. */
function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

