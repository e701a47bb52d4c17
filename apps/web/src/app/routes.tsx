import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { localizePath } from '@maple/shared/i18n/paths';
import { pageLanguage } from '@maple/shared/messages/locale';
import { PageSpinner } from '@/components/ui/spinner';
import { HomePage } from '@/features/home/components/home-page';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A route `lazy` that loads a module and picks its page component. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

// Only the home page ships in the first download; every other page is its own chunk.
const publicPages: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'auth',
    lazy: page(() => import('@/features/sign-in/components/sign-in-page'), (m) => m.SignInPage),
  },
  {
    path: 'auth/forgot-password',
    lazy: page(() => import('@/features/sign-in/components/forgot-password-page'), (m) => m.ForgotPasswordPage),
  },
  {
    path: 'auth/reset-password',
    lazy: page(() => import('@/features/sign-in/components/reset-password-page'), (m) => m.ResetPasswordPage),
  },
  {
    path: 'auth/confirm-email',
    lazy: page(() => import('@/features/sign-in/components/confirm-email-page'), (m) => m.ConfirmEmailPage),
  },
  {
    path: 'agents/:id',
    lazy: page(() => import('@/features/agent-profile/components/agent-profile-page'), (m) => m.AgentProfilePage),
  },
  {
    path: 'agent/:id',
    lazy: page(() => import('@/features/agent-profile/components/agent-profile-page'), (m) => m.AgentProfilePage),
  },
  // Sub-paths of an agent's page are the agent's page too (the server answers them the same way).
  {
    path: 'agents/:id/*',
    lazy: page(() => import('@/features/agent-profile/components/agent-profile-page'), (m) => m.AgentProfilePage),
  },
  {
    path: 'agent/:id/*',
    lazy: page(() => import('@/features/agent-profile/components/agent-profile-page'), (m) => m.AgentProfilePage),
  },
  {
    path: 'applications',
    lazy: page(() => import('@/features/applications/components/applications-page'), (m) => m.ApplicationsPage),
  },
  {
    path: 'products',
    lazy: page(() => import('@/features/products-page/components/products-page'), (m) => m.ProductsPage),
  },
  {
    path: 'products/:id',
    lazy: page(() => import('@/features/product-detail/components/product-detail-page'), (m) => m.ProductDetailPage),
  },
  {
    path: 'calculators',
    lazy: page(() => import('@/features/calculators/components/calculators-page'), (m) => m.CalculatorsPage),
  },
  {
    path: 'mortgage-calculator',
    lazy: page(() => import('@/features/calculators/components/mortgage-calculator-page'), (m) => m.MortgageCalculatorPage),
  },
  {
    path: 'affordability-calculator',
    lazy: page(() => import('@/features/calculators/components/affordability-calculator-page'), (m) => m.AffordabilityCalculatorPage),
  },
  {
    path: 'prepayment-calculator',
    lazy: page(() => import('@/features/calculators/components/prepayment-calculator-page'), (m) => m.PrepaymentCalculatorPage),
  },
  {
    path: 'compare-mortgages',
    lazy: page(() => import('@/features/calculators/components/compare-mortgages-page'), (m) => m.CompareMortgagesPage),
  },
  {
    path: 'stress-test-calculator',
    lazy: page(() => import('@/features/calculators/components/stress-test-calculator-page'), (m) => m.StressTestCalculatorPage),
  },
  {
    path: 'mortgage-penalty-calculator',
    lazy: page(() => import('@/features/calculators/components/mortgage-penalty-calculator-page'), (m) => m.MortgagePenaltyCalculatorPage),
  },
  {
    path: 'land-transfer-tax-calculator',
    lazy: page(() => import('@/features/calculators/components/land-transfer-tax-page'), (m) => m.LandTransferTaxPage),
  },
  {
    path: 'closing-costs-calculator',
    lazy: page(() => import('@/features/calculators/components/closing-costs-page'), (m) => m.ClosingCostsPage),
  },
  {
    path: 'mortgage-options',
    lazy: page(() => import('@/features/mortgage-options/components/mortgage-options-page'), (m) => m.MortgageOptionsPage),
  },
  {
    path: 'services',
    lazy: page(() => import('@/features/services-page/components/services-page'), (m) => m.ServicesPage),
  },
  {
    path: 'services/:id',
    lazy: page(() => import('@/features/service-detail/components/service-detail-page'), (m) => m.ServiceDetailPage),
  },
  {
    path: 'rates',
    lazy: page(() => import('@/features/rates-page/components/rates-page'), (m) => m.RatesPage),
  },
  {
    path: 'why-broker',
    lazy: page(() => import('@/features/why-broker/components/why-broker-page'), (m) => m.WhyBrokerPage),
  },
  {
    path: 'app',
    lazy: page(() => import('@/features/mobile-app/components/mobile-app-page'), (m) => m.MobileAppPage),
  },
  {
    path: 'mortgage-news',
    lazy: page(() => import('@/features/news/components/news-page'), (m) => m.NewsPage),
  },
  {
    path: 'contact',
    lazy: page(() => import('@/features/contact/components/contact-page'), (m) => m.ContactPage),
  },
  {
    path: 'become-broker',
    lazy: page(() => import('@/features/become-broker/components/become-broker-page'), (m) => m.BecomeBrokerPage),
  },
  {
    path: 'newsletter',
    lazy: page(() => import('@/features/newsletter/components/newsletter-page'), (m) => m.NewsletterPage),
  },
  {
    path: 'blog',
    lazy: page(() => import('@/features/blog-page/components/blog-page'), (m) => m.BlogPage),
  },
  {
    path: 'blog/:slug',
    lazy: page(() => import('@/features/blog-post/components/blog-post-page'), (m) => m.BlogPostPage),
  },
  {
    path: 'find-broker',
    lazy: page(() => import('@/features/find-broker/components/find-broker-page'), (m) => m.FindBrokerPage),
  },
  {
    path: 'about',
    lazy: page(() => import('@/features/about/components/about-page'), (m) => m.AboutPage),
  },
  {
    path: 'privacy',
    lazy: page(() => import('@/features/privacy-page/components/privacy-page'), (m) => m.PrivacyPage),
  },
  {
    path: 'admin/inoreader-callback',
    lazy: page(() => import('@/features/inoreader-callback/components/inoreader-callback-page'), (m) => m.InoreaderCallbackPage),
  },
  // Lazy too: every page of the home's first download is a page every visitor sees (decision 067 made room).
  { path: '*', lazy: page(() => import('@/features/not-found/components/not-found-page'), (m) => m.NotFoundPage) },
];

/**
 * A public page's route at the build's language's address (decision 067): the French build answers
 * '/fr' and '/fr/taux' where the English one answers '/' and '/rates'; a path the French site does
 * not translate (the Inoreader callback) and the catch-all 404 stay as they are.
 */
function inPageLanguage(route: RouteObject): RouteObject {
  if (pageLanguage === 'en' || route.path === '*') return route;
  if (route.index) return { ...route, index: undefined, path: localizePath('/', pageLanguage).slice(1) } as RouteObject;
  return { ...route, path: localizePath(`/${route.path}`, pageLanguage).slice(1) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { Component: PublicLayout, children: publicPages.map(inPageLanguage) },
      {
        path: 'super-admin',
        lazy: page(() => import('./console-layout'), (m) => m.ConsoleLayout),
      },
      {
        path: 'agent-dashboard',
        lazy: page(() => import('./dashboard-layout'), (m) => m.DashboardLayout),
      },
      {
        path: 'account',
        lazy: page(() => import('./account-layout'), (m) => m.AccountLayout),
      },
    ],
  },
];
