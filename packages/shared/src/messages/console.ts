export const consoleMessages = {
  title: 'Super Admin',
  navLabel: 'Console sections',
  tabs: {
    agents: { label: 'Agents', description: 'Create, edit and remove agent profiles, headshots and banners.' },
    testimonials: { label: 'Testimonials', description: 'Approve, add, edit and delete testimonials.' },
    blog: { label: 'Blog', description: 'Write, publish and manage blog posts.' },
    leads: { label: 'Leads', description: 'Review leads from every source and update their status.' },
    analytics: { label: 'Analytics', description: 'Platform totals and top agents for a chosen period.' },
    rates: { label: 'Rates', description: 'Manage mortgage rates, edit them inline or scrape them from the source.' },
    products: { label: 'Products', description: 'Create, edit and delete mortgage products.' },
    services: { label: 'Services', description: 'Create, edit and delete mortgage services.' },
    lenders: { label: 'Lenders', description: 'Manage the lenders shown on the site.' },
    inoreader: { label: 'Inoreader', description: 'Configure the news feed and test the connection.' },
    integrations: { label: 'Integrations', description: 'Send leads and testimonials to other systems with signed webhooks.' },
    settings: { label: 'Settings', description: 'The brokerage\u2019s identity, lead inbox and lead routing.' },
  },
} as const;
