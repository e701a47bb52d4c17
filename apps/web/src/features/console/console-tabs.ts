import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  ChartColumn,
  Briefcase,
  Inbox,
  Landmark,
  MessageSquareQuote,
  Newspaper,
  Package,
  Percent,
  Rss,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { consoleMessages } from '@maple/shared/messages/console';

export interface ConsoleTab {
  /** The `?tab=` value. */
  id: string;
  label: string;
  icon: LucideIcon;
  Component: LazyExoticComponent<ComponentType>;
}

const { tabs } = consoleMessages;

// Each tab is its own chunk, loaded the first time it is opened.
export const consoleTabs: readonly ConsoleTab[] = [
  {
    id: 'agents',
    label: tabs.agents.label,
    icon: Users,
    Component: lazy(() => import('./agents/components/agents-tab').then((m) => ({ default: m.AgentsTab }))),
  },
  {
    id: 'testimonials',
    label: tabs.testimonials.label,
    icon: MessageSquareQuote,
    Component: lazy(() =>
      import('./testimonials/components/testimonials-tab').then((m) => ({ default: m.TestimonialsTab })),
    ),
  },
  {
    id: 'blog',
    label: tabs.blog.label,
    icon: Newspaper,
    Component: lazy(() => import('./blog/components/blog-tab').then((m) => ({ default: m.BlogTab }))),
  },
  {
    id: 'leads',
    label: tabs.leads.label,
    icon: Inbox,
    Component: lazy(() => import('./leads/components/leads-tab').then((m) => ({ default: m.LeadsTab }))),
  },
  {
    id: 'analytics',
    label: tabs.analytics.label,
    icon: ChartColumn,
    Component: lazy(() => import('./analytics/components/analytics-tab').then((m) => ({ default: m.AnalyticsTab }))),
  },
  {
    id: 'rates',
    label: tabs.rates.label,
    icon: Percent,
    Component: lazy(() => import('./rates/components/rates-tab').then((m) => ({ default: m.RatesTab }))),
  },
  {
    id: 'products',
    label: tabs.products.label,
    icon: Package,
    Component: lazy(() => import('./products/components/products-tab').then((m) => ({ default: m.ProductsTab }))),
  },
  {
    id: 'services',
    label: tabs.services.label,
    icon: Briefcase,
    Component: lazy(() => import('./services/components/services-tab').then((m) => ({ default: m.ServicesTab }))),
  },
  {
    id: 'lenders',
    label: tabs.lenders.label,
    icon: Landmark,
    Component: lazy(() => import('./lenders/components/lenders-tab').then((m) => ({ default: m.LendersTab }))),
  },
  {
    id: 'inoreader',
    label: tabs.inoreader.label,
    icon: Rss,
    Component: lazy(() => import('./inoreader/components/inoreader-tab').then((m) => ({ default: m.InoreaderTab }))),
  },
];

/** The tab named in the URL, or Agents when the value is missing or unknown. */
export function consoleTabFor(param: string | null): ConsoleTab {
  return consoleTabs.find((tab) => tab.id === param) ?? (consoleTabs[0] as ConsoleTab);
}
