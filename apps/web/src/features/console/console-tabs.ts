import {
  ChartColumn,
  Briefcase,
  History,
  Inbox,
  Landmark,
  MessageSquareQuote,
  Newspaper,
  Package,
  Percent,
  Plug,
  Rss,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { auditMessages } from '@maple/shared/messages/audit';
import { consoleMessages } from '@maple/shared/messages/console';
import { privacyMessages } from '@maple/shared/messages/privacy';
import { createTabRegistry } from '@/lib/tab-registry';

const { tabs } = consoleMessages;

// The console's tabs in sidebar order; an unknown ?tab= opens Agents.
export const { tabs: consoleTabs, tabFor: consoleTabFor } = createTabRegistry<{ icon: LucideIcon }>([
  {
    id: 'agents',
    label: tabs.agents.label,
    icon: Users,
    load: () => import('./agents/components/agents-tab').then((m) => m.AgentsTab),
  },
  {
    id: 'testimonials',
    label: tabs.testimonials.label,
    icon: MessageSquareQuote,
    load: () => import('./testimonials/components/testimonials-tab').then((m) => m.TestimonialsTab),
  },
  {
    id: 'blog',
    label: tabs.blog.label,
    icon: Newspaper,
    load: () => import('./blog/components/blog-tab').then((m) => m.BlogTab),
  },
  {
    id: 'leads',
    label: tabs.leads.label,
    icon: Inbox,
    load: () => import('./leads/components/leads-tab').then((m) => m.LeadsTab),
  },
  {
    id: 'analytics',
    label: tabs.analytics.label,
    icon: ChartColumn,
    load: () => import('./analytics/components/analytics-tab').then((m) => m.AnalyticsTab),
  },
  {
    id: 'rates',
    label: tabs.rates.label,
    icon: Percent,
    load: () => import('./rates/components/rates-tab').then((m) => m.RatesTab),
  },
  {
    id: 'products',
    label: tabs.products.label,
    icon: Package,
    load: () => import('./products/components/products-tab').then((m) => m.ProductsTab),
  },
  {
    id: 'services',
    label: tabs.services.label,
    icon: Briefcase,
    load: () => import('./services/components/services-tab').then((m) => m.ServicesTab),
  },
  {
    id: 'lenders',
    label: tabs.lenders.label,
    icon: Landmark,
    load: () => import('./lenders/components/lenders-tab').then((m) => m.LendersTab),
  },
  {
    id: 'inoreader',
    label: tabs.inoreader.label,
    icon: Rss,
    load: () => import('./inoreader/components/inoreader-tab').then((m) => m.InoreaderTab),
  },
  {
    id: 'integrations',
    label: tabs.integrations.label,
    icon: Plug,
    load: () => import('./integrations/components/integrations-tab').then((m) => m.IntegrationsTab),
  },
  {
    id: 'settings',
    label: tabs.settings.label,
    icon: Settings,
    load: () => import('./settings/components/settings-tab').then((m) => m.SettingsTab),
  },
  {
    id: 'activity',
    label: auditMessages.tab,
    icon: History,
    load: () => import('./activity/components/activity-tab').then((m) => m.ActivityTab),
  },
  {
    id: 'privacy',
    label: privacyMessages.tab,
    icon: ShieldCheck,
    load: () => import('./privacy/components/privacy-tab').then((m) => m.PrivacyTab),
  },
]);

export type ConsoleTab = (typeof consoleTabs)[number];
