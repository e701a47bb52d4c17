import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { dashboardMessages } from '@maple/shared/messages/dashboard';

export interface DashboardTab {
  /** The `?tab=` value. */
  id: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

const { tabs } = dashboardMessages;

// Each tab is its own chunk, loaded the first time it is opened.
export const dashboardTabs: readonly DashboardTab[] = [
  {
    id: 'profile',
    label: tabs.profile.label,
    Component: lazy(() => import('./profile/components/profile-tab').then((m) => ({ default: m.ProfileTab }))),
  },
  {
    id: 'customize-page',
    label: tabs.customizePage.label,
    Component: lazy(() =>
      import('./customize-page/components/customize-page-tab').then((m) => ({ default: m.CustomizePageTab })),
    ),
  },
  {
    id: 'social-links',
    label: tabs.socialLinks.label,
    Component: lazy(() =>
      import('./social-links/components/social-links-tab').then((m) => ({ default: m.SocialLinksTab })),
    ),
  },
  {
    id: 'application-links',
    label: tabs.applicationLinks.label,
    Component: lazy(() =>
      import('./application-links/components/application-links-tab').then((m) => ({
        default: m.ApplicationLinksTab,
      })),
    ),
  },
  {
    id: 'seo-settings',
    label: tabs.seoSettings.label,
    Component: lazy(() =>
      import('./seo-settings/components/seo-settings-tab').then((m) => ({ default: m.SeoSettingsTab })),
    ),
  },
  {
    id: 'blog-posts',
    label: tabs.blogPosts.label,
    Component: lazy(() => import('./blog-posts/components/blog-posts-tab').then((m) => ({ default: m.BlogPostsTab }))),
  },
  {
    id: 'documents',
    label: tabs.documents.label,
    Component: lazy(() => import('./documents/components/documents-tab').then((m) => ({ default: m.DocumentsTab }))),
  },
  {
    id: 'testimonials',
    label: tabs.testimonials.label,
    Component: lazy(() =>
      import('./testimonials/components/testimonials-tab').then((m) => ({ default: m.TestimonialsTab })),
    ),
  },
  {
    id: 'leads',
    label: tabs.leads.label,
    Component: lazy(() => import('./leads/components/leads-tab').then((m) => ({ default: m.LeadsTab }))),
  },
  {
    id: 'analytics',
    label: tabs.analytics.label,
    Component: lazy(() => import('./analytics/components/analytics-tab').then((m) => ({ default: m.AnalyticsTab }))),
  },
];

/** The tab named in the URL, or Profile when the value is missing or unknown. */
export function dashboardTabFor(param: string | null): DashboardTab {
  return dashboardTabs.find((tab) => tab.id === param) ?? (dashboardTabs[0] as DashboardTab);
}
