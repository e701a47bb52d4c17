import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { createTabRegistry } from '@/lib/tab-registry';

const { tabs } = dashboardMessages;

// The dashboard's tabs in order; an unknown ?tab= opens Profile.
export const { tabs: dashboardTabs, tabFor: dashboardTabFor } = createTabRegistry([
  {
    id: 'profile',
    label: tabs.profile.label,
    load: () => import('./profile/components/profile-tab').then((m) => m.ProfileTab),
  },
  {
    id: 'customize-page',
    label: tabs.customizePage.label,
    load: () => import('./customize-page/components/customize-page-tab').then((m) => m.CustomizePageTab),
  },
  {
    id: 'social-links',
    label: tabs.socialLinks.label,
    load: () => import('./social-links/components/social-links-tab').then((m) => m.SocialLinksTab),
  },
  {
    id: 'application-links',
    label: tabs.applicationLinks.label,
    load: () => import('./application-links/components/application-links-tab').then((m) => m.ApplicationLinksTab),
  },
  {
    id: 'seo-settings',
    label: tabs.seoSettings.label,
    load: () => import('./seo-settings/components/seo-settings-tab').then((m) => m.SeoSettingsTab),
  },
  {
    id: 'blog-posts',
    label: tabs.blogPosts.label,
    load: () => import('./blog-posts/components/blog-posts-tab').then((m) => m.BlogPostsTab),
  },
  {
    id: 'documents',
    label: tabs.documents.label,
    load: () => import('./documents/components/documents-tab').then((m) => m.DocumentsTab),
  },
  {
    id: 'testimonials',
    label: tabs.testimonials.label,
    load: () => import('./testimonials/components/testimonials-tab').then((m) => m.TestimonialsTab),
  },
  {
    id: 'leads',
    label: tabs.leads.label,
    load: () => import('./leads/components/leads-tab').then((m) => m.LeadsTab),
  },
  {
    id: 'analytics',
    label: tabs.analytics.label,
    load: () => import('./analytics/components/analytics-tab').then((m) => m.AnalyticsTab),
  },
]);

export type DashboardTab = (typeof dashboardTabs)[number];
