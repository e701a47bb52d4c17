import { authMessages } from './messages/auth.ts';
import { notFoundMessages } from './messages/not-found.ts';
import { footerMessages } from './messages/footer.ts';
import { errorsMessages } from './messages/errors.ts';
import { textMessages } from './messages/text.ts';
import { agentsMessages } from './messages/agents.ts';
import { shellMessages } from './messages/shell.ts';
import { navMessages } from './messages/nav.ts';
import { pagesMessages } from './messages/pages.ts';
import { consoleMessages } from './messages/console.ts';
import { dashboardMessages } from './messages/dashboard.ts';
import { leadsMessages } from './messages/leads.ts';
import { ratesMessages } from './messages/rates.ts';
import { servicesMessages } from './messages/services.ts';
import { productsMessages } from './messages/products.ts';
import { leadFormsMessages } from './messages/lead-forms.ts';
import { contactMessages } from './messages/contact.ts';
import { becomeBrokerMessages } from './messages/become-broker.ts';
import { newsletterMessages } from './messages/newsletter.ts';
import { applicationsMessages } from './messages/applications.ts';
import { whyBrokerMessages } from './messages/why-broker.ts';
import { mobileAppMessages } from './messages/mobile-app.ts';
import { blogMessages } from './messages/blog.ts';
import { homeMessages } from './messages/home.ts';
import { ratingsMessages } from './messages/ratings.ts';
import { calculatorsMessages } from './messages/calculators.ts';
import { filesMessages } from './messages/files.ts';

/**
 * The whole catalogue in one object. It exists only until apps/server and packages/db switch to
 * per-feature imports (`@maple/shared/messages/<feature>`); the web imports the per-feature files
 * so a page ships only its own texts (ESLint forbids this module in apps/web).
 */
export const messages = {
  auth: authMessages,
  notFound: notFoundMessages,
  footer: footerMessages,
  errors: errorsMessages,
  text: textMessages,
  agents: agentsMessages,
  shell: shellMessages,
  nav: navMessages,
  pages: pagesMessages,
  console: consoleMessages,
  dashboard: dashboardMessages,
  leads: leadsMessages,
  rates: ratesMessages,
  services: servicesMessages,
  products: productsMessages,
  leadForms: leadFormsMessages,
  contact: contactMessages,
  becomeBroker: becomeBrokerMessages,
  newsletter: newsletterMessages,
  applications: applicationsMessages,
  whyBroker: whyBrokerMessages,
  mobileApp: mobileAppMessages,
  blog: blogMessages,
  home: homeMessages,
  ratings: ratingsMessages,
  calculators: calculatorsMessages,
  files: filesMessages,
} as const;
