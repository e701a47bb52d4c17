import type { Clock } from '@maple/shared/clock';
import { provinceCodes } from '@maple/shared/provinces';
import type { Db } from '../client.ts';
import { agents } from '../schema/agents.ts';
import { blogPosts } from '../schema/blog-posts.ts';
import { lenders, mortgageServices, products } from '../schema/catalogue.ts';
import { leads } from '../schema/leads.ts';
import { mortgageRates } from '../schema/mortgage-rates.ts';
import { siteSettings } from '../schema/site-settings.ts';
import { testimonials } from '../schema/testimonials.ts';
import { analyticsEvents } from '../schema/analytics-events.ts';
import { demoSiteSettings } from './demo-site-settings.ts';
import { blogPostValues, leadValues, lenderValues, productValues, rateValues, serviceValues, testimonialValues } from './factories.ts';
import { createUserWithPassword } from './users.ts';

export const demoPassword = 'demo-password-2026';
export const demoAccounts = [
  { email: 'admin@demo.maple.test', role: 'super_admin' as const, name: 'Alex Morgan' },
  { email: 'agent@demo.maple.test', role: 'agent' as const, name: 'Sarah Chen' },
  { email: 'agent2@demo.maple.test', role: 'agent' as const, name: 'Marc Gagnon' },
];


// Our rate by term (months) and type; each province is nudged a few basis points so the table differs.
const baseRates: Record<'fixed' | 'variable', Record<number, [posted: number, ours: number]>> = {
  fixed: { 12: [6.09, 5.24], 36: [5.59, 4.19], 60: [5.49, 3.94], 84: [5.8, 4.49] },
  variable: { 12: [6.45, 5.45], 36: [6.2, 4.7], 60: [6.05, 4.35], 84: [6.3, 4.95] },
};

/** Fills an empty database with a complete, believable brokerage, its history dated back from the clock's now. */
export async function seedDemoContent(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const dayAgo = (n: number) => daysAgo(n).toISOString().slice(0, 10);
  // The author's permission on record (issue 27); one discloses a reward, so the card's note shows.
  const permission = (n: number, relationship: 'none' | 'rewarded' = 'none') => ({ permissionMethod: 'email' as const, permissionGrantedAt: dayAgo(n), permissionRelationship: relationship });
  // The demo identity replaces the empty record a first start wrote (the seed only runs on an empty database).
  await db.insert(siteSettings).values({ id: 1, data: demoSiteSettings }).onConflictDoUpdate({ target: siteSettings.id, set: { data: demoSiteSettings } });

  const admin = await createUserWithPassword(db, { ...demoAccounts[0]!, password: demoPassword }, now);
  const sarah = await createUserWithPassword(
    db,
    {
      ...demoAccounts[1]!,
      password: demoPassword,
      agent: {
        profileSlug: 'sarahchen',
        phone: '416-555-0147',
        crmEmail: 'sarah.crm@demo.maple.test',
        calendlyLink: 'https://calendly.com/sarahchen-demo',
        bio:
          'Sarah has helped more than 600 Ontario families buy, renew and refinance over 15 years. ' +
          'She specialises in first-time buyers and self-employed borrowers, and explains every option in plain language.',
        contactDetails: { title: 'Senior Mortgage Agent', location: 'Toronto, ON' },
        // Fictional, like every licence number of the demo.
        licenceName: 'Sarah Chen',
        licenceClass: 'mortgage_agent_level_2',
        licenceNumber: 'M08001234',
        licenceCheckedAt: dayAgo(7),
        socialLinks: { facebook: 'https://facebook.com/sarahchen.demo', instagram: 'https://instagram.com/sarahchen.demo', youtube: 'https://youtube.com/@sarahchen.demo', website: 'https://sarahchen.example.com' },
        applicationLinks: { apply: 'https://apply.example.com/sarahchen', rateQuote: 'https://apply.example.com/sarahchen/quote' },
        seoSettings: { metaTitle: 'Sarah Chen, Mortgage Agent in Toronto', metaDescription: 'First-time buyer and renewal specialist serving the Greater Toronto Area.' },
      },
    },
    now,
  );
  const marc = await createUserWithPassword(
    db,
    {
      ...demoAccounts[2]!,
      password: demoPassword,
      agent: {
        profileSlug: 'marcgagnon',
        phone: '613-555-0182',
        calendlyLink: 'https://calendly.com/marcgagnon-demo',
        bio:
          'Marc works with buyers across Eastern Ontario and the Outaouais, in English and French. ' +
          'Renewals, refinances and rental properties are his daily work.',
        contactDetails: { title: 'Bilingual Mortgage Agent', location: 'Ottawa, ON' },
        licenceName: 'Marc Gagnon',
        licenceClass: 'mortgage_agent_level_1',
        licenceNumber: 'M08005678',
        licenceCheckedAt: dayAgo(7),
        socialLinks: { facebook: 'https://facebook.com/marcgagnon.demo', website: 'https://marcgagnon.example.com' },
        applicationLinks: { apply: 'https://apply.example.com/marcgagnon' },
      },
    },
    now,
  );
  const sarahId = sarah.agent!.id;
  const marcId = marc.agent!.id;
  await db.insert(agents).values({
    name: 'Priya Patel',
    email: 'priya@demo.maple.test',
    profileSlug: 'priyapatel',
    isActive: false,
    bio: 'On leave; her profile is hidden from the public.',
    contactDetails: { title: 'Mortgage Agent', location: 'Mississauga, ON' },
    createdAt: daysAgo(90),
  });

  const rates: (typeof mortgageRates.$inferInsert)[] = [];
  provinceCodes.forEach((province, index) => {
    const nudge = ((index % 4) - 1.5) * 0.02;
    for (const rateType of ['fixed', 'variable'] as const) {
      for (const [term, [posted, ours]] of Object.entries(baseRates[rateType])) {
        rates.push(rateValues({ province, termMonths: Number(term), rateType, postedRate: round3(posted + nudge), ourRate: round3(ours + nudge), scrapedAt: daysAgo(0), sourceUrl: 'https://rates.example.com/daily' }));
      }
    }
  });
  for (const province of ['ON', 'BC', 'AB'] as const) {
    rates.push(rateValues({ province, termMonths: 60, rateType: 'fixed', mortgageType: 'High-Ratio', postedRate: 5.49, ourRate: 3.84 }));
  }
  // Older scrapes of the same keys with tempting numbers: the newest row must win.
  rates.push(rateValues({ province: 'ON', termMonths: 60, rateType: 'fixed', postedRate: 5.2, ourRate: 3.59, scrapedAt: daysAgo(3) }));
  rates.push(rateValues({ province: 'ON', termMonths: 36, rateType: 'variable', postedRate: 6.0, ourRate: 4.1, scrapedAt: daysAgo(5) }));
  // Inactive rows never reach the public.
  rates.push(rateValues({ province: 'ON', termMonths: 12, rateType: 'fixed', postedRate: 4.0, ourRate: 2.49, isActive: false }));
  rates.push(rateValues({ province: 'QC', termMonths: 120, rateType: 'fixed', postedRate: 6.2, ourRate: 5.49, isActive: false }));
  // A 10-year term shows the 'others last' ordering.
  rates.push(rateValues({ province: 'ON', termMonths: 120, rateType: 'fixed', postedRate: 6.35, ourRate: 5.29 }));
  await db.insert(mortgageRates).values(rates);

  await db.insert(lenders).values(
    [
      ['Royal Bank of Canada', 'a_lender'], ['TD Bank', 'a_lender'], ['Scotiabank', 'a_lender'], ['BMO', 'a_lender'],
      ['CIBC', 'a_lender'], ['National Bank', 'a_lender'], ['MCAP', 'a_lender'], ['First National', 'a_lender'],
      ['Home Trust', 'alternate_lender'], ['Equitable Bank', 'alternate_lender'], ['B2B Bank', 'alternate_lender'],
    ].map(([name, type], i) => lenderValues({ name, type: type as 'a_lender' | 'alternate_lender', displayOrder: i + 1, isActive: name !== 'B2B Bank' })),
  );

  await db.insert(mortgageServices).values([
    serviceValues({ name: 'First-Time Home Buyers', description: 'Step-by-step guidance from pre-approval to keys, including government incentives.', content: 'Buying your first home is exciting and a little daunting.\n\nWe explain the First Home Savings Account, the Home Buyers\' Plan and land transfer tax rebates, get you pre-approved with a rate hold of up to 120 days, and compare lenders for you.', features: ['Pre-approval in 1 to 3 days', 'Rate holds up to 120 days', 'Down payments from 5%'], createdAt: daysAgo(60) }),
    serviceValues({ name: 'Mortgage Renewals', description: 'Do not sign the renewal letter yet: we shop your renewal across our lender network.', content: 'Start 4 to 6 months before your maturity date.\n\nWe compare your lender\'s offer with the market and handle the switch paperwork.', features: ['Start 4 to 6 months ahead', 'No-cost switches where available'], createdAt: daysAgo(59) }),
    serviceValues({ name: 'Refinancing', description: 'Consolidate debt, renovate or invest using the equity in your home.', content: 'Refinance up to 80% of your home\'s value.\n\nWe weigh penalties against savings so the numbers make sense.', features: ['Debt consolidation', 'Renovation financing'], createdAt: daysAgo(58) }),
    serviceValues({ name: 'Self-Employed Mortgages', description: 'Stated-income and alternative-lender options for business owners.', content: 'Business owners often write down their income.\n\nWe know which lenders look at the full picture.', features: ['Alternative lenders', 'Bank-statement programs'], createdAt: daysAgo(57) }),
    serviceValues({ name: 'Investment Properties', description: 'Financing for rentals, multi-unit homes and portfolios.', content: 'From a basement suite to a fourplex.\n\nWe structure financing that grows with your portfolio.', features: ['Rental income offsets', '1 to 4 units'], createdAt: daysAgo(56) }),
    serviceValues({ name: 'Reverse Mortgages', description: 'Tax-free access to home equity for homeowners aged 55 and over.', content: 'Stay in the home you love.\n\nNo monthly payments are required while you live there.', features: ['From age 55', 'No monthly payments'], createdAt: daysAgo(55) }),
  ]);

  await db.insert(products).values([
    productValues({ name: '5-Year Fixed Mortgage', description: 'Payment certainty for five years.', price: null, content: 'Lock in your rate and know your payment for the full term.\nPrepay up to 20% a year with most lenders.', createdAt: daysAgo(49) }),
    productValues({ name: 'Variable-Rate Mortgage', description: 'Moves with prime; often the lowest cost over time.', content: 'Your rate follows the lender\'s prime rate.\nConvert to fixed at any time with most lenders.', createdAt: daysAgo(48) }),
    productValues({ name: 'Home Equity Line of Credit', description: 'Borrow against your equity when you need it.', content: 'Interest-only payments on what you use.', createdAt: daysAgo(47) }),
    productValues({ name: 'Mortgage Pre-Approval', description: 'Shop with confidence and a rate hold.', price: 0, content: 'Rate holds up to 120 days.', createdAt: daysAgo(46) }),
    productValues({ name: 'Home Appraisal Service', description: 'Independent appraisal arranged for you.', price: 349.99, content: 'Ordered through accredited appraisers.', createdAt: daysAgo(45) }),
  ]);

  await db.insert(blogPosts).values([
    blogPostValues({ title: 'Fixed or Variable in 2026? How to Decide', slug: 'fixed-or-variable-2026', excerpt: 'The right choice depends on your budget, your plans and your appetite for risk.', content: 'Fixed rates give certainty.\n\nVariable rates move with prime and have historically cost less over time, but your payment or amortization can change.\n\nAsk yourself how you would handle a higher payment.', agentId: sarahId, isPublished: true, publishedAt: daysAgo(2) }),
    blogPostValues({ title: 'Your Renewal Letter Is Not Your Only Option', slug: 'renewal-letter-options', excerpt: 'Most borrowers sign their renewal without shopping. Here is why you should not.', content: 'Lenders often send their best offer only when you ask.\n\nStart 4 to 6 months before maturity.', agentId: marcId, isPublished: true, publishedAt: daysAgo(6) }),
    blogPostValues({ title: 'Closing Costs Explained', slug: 'closing-costs-explained', excerpt: 'Budget 1.5% to 4% of the purchase price on top of your down payment.', content: 'Legal fees run $1,000 to $2,500, title insurance about $250 to $400, and a home inspection $300 to $500.', isPublished: true, publishedAt: daysAgo(10), seoSettings: { admin_created: true, description: 'What closing costs to expect in Canada.' } }),
    blogPostValues({ title: 'Minimum Down Payments in Canada', slug: 'minimum-down-payments-canada', excerpt: null, content: 'You need 5% on the first $500,000, 10% on the portion up to $999,999, and 20% at $1 million or more. Below 20% down, mortgage default insurance is required and its premium is added to your mortgage.', isPublished: true, publishedAt: daysAgo(15), seoSettings: { admin_created: true } }),
    blogPostValues({ title: 'Self-Employed? Get Approved With Confidence', slug: 'self-employed-approval', excerpt: 'Two years of returns, a clear story, and the right lender.', content: 'Lenders look at your line 15000 income, but alternative lenders may consider bank statements.', agentId: sarahId, isPublished: true, publishedAt: daysAgo(21) }),
    blogPostValues({ title: 'Five Questions to Ask Before You Refinance', slug: 'questions-before-refinance', excerpt: 'Penalties, rates and timing all matter.', content: 'What is my prepayment penalty? What will I do with the money?', agentId: marcId, isPublished: true, publishedAt: daysAgo(30) }),
    blogPostValues({ title: 'Draft: Spring Market Outlook', slug: 'spring-market-outlook-draft', excerpt: 'Not ready yet.', content: 'Draft content that must never be public.', agentId: sarahId, isPublished: false }),
    blogPostValues({ title: 'Draft: Rate Forecast', slug: 'rate-forecast-draft', content: 'Admin draft content.', isPublished: false, seoSettings: { admin_created: true } }),
  ]);

  const adminId = admin.user.id;
  await db.insert(testimonials).values([
    testimonialValues({ clientName: 'Jordan & Mei L.', content: 'Sarah found us a rate we could not get at our own bank and walked us through every step of our first purchase.', rating: 5, ...permission(2), isApproved: true, adminId, createdAt: daysAgo(1) }),
    testimonialValues({ clientName: 'Daniel R.', content: 'Renewal handled in a week with a much better rate. Painless.', rating: 5, ...permission(5), isApproved: true, adminId, createdAt: daysAgo(4) }),
    testimonialValues({ clientName: 'Amira K.', content: 'As a self-employed designer I had been turned down twice. The team found a lender that understood my income.', rating: 5, ...permission(9), isApproved: true, adminId, createdAt: daysAgo(8) }),
    testimonialValues({ clientName: 'The Tremblay family', content: 'Clear advice, quick answers, and no pressure at all.', rating: 4, ...permission(13), isApproved: true, adminId, createdAt: daysAgo(12) }),
    testimonialValues({ clientName: 'Olivia P.', content: 'We consolidated our debts and lowered our monthly costs by $900.', rating: 5, ...permission(17), isApproved: true, adminId, createdAt: daysAgo(16) }),
    testimonialValues({ clientName: 'Kevin S.', content: 'The calculator and the follow-up call made the numbers easy to understand.', rating: 5, ...permission(21, 'rewarded'), isApproved: true, adminId, createdAt: daysAgo(20) }),
    testimonialValues({ clientName: 'Grace N.', content: 'Professional from start to finish.', rating: 5, ...permission(41), isApproved: true, adminId, createdAt: daysAgo(40) }),
    testimonialValues({ clientName: 'Hidden Pending', content: 'Pending admin testimonial that is not yet approved.', rating: 3, isApproved: false, adminId, createdAt: daysAgo(0) }),
    testimonialValues({ clientName: 'Lucas M.', content: 'Sarah was patient with all of our questions.', rating: 5, ...permission(4), isApproved: true, agentId: sarahId, createdAt: daysAgo(3) }),
    testimonialValues({ clientName: 'Chloé B.', content: 'Marc a tout expliqué clairement. Merci!', rating: 5, ...permission(10), isApproved: true, agentId: marcId, createdAt: daysAgo(9) }),
    testimonialValues({ clientName: 'Pending Agent Client', content: 'Submitted from the dashboard and awaiting approval.', rating: 4, isApproved: false, agentId: sarahId, createdAt: daysAgo(1) }),
  ]);

  await db.insert(leads).values([
    leadValues({ clientName: 'Emily Wong', clientEmail: 'emily.wong@example.com', clientPhone: '416-555-0191', type: 'rate_quote', source: 'mortgage_calculator', agentId: sarahId, metadata: { price: 650000, downPayment: 65000, location: 'Ontario', amortization: 25, mortgageRate: 3.94, paymentFrequency: 'monthly', calculations: { cmhcInsurance: 18135, totalMortgage: 603135, periodicPayment: 3151, totalPayments: 300, totalInterest: 342165, payoffYears: 25 } }, createdAt: daysAgo(1) }),
    leadValues({ clientName: 'Robert Singh', clientEmail: 'robert.singh@example.com', type: 'refinance', source: 'mortgage_calculator', status: 'contacted', metadata: { price: 800000, downPayment: 200000, location: 'Ontario', amortization: 25, mortgageRate: 3.94, paymentFrequency: 'bi-weekly' }, createdAt: daysAgo(2) }),
    leadValues({ clientName: 'Anonymous Lead', clientEmail: 'no-reply@demo.maple.test', type: 'contact', source: 'AI Chatbot', message: JSON.stringify({ conversation: [{ role: 'user', content: 'What is the minimum down payment?' }], last_interaction: daysAgo(3).toISOString() }), metadata: { property_value: '550000', property_type: 'condo', chat_session_id: 'demo-chat-1', source_details: 'Chat assistant' }, createdAt: daysAgo(3) }),
    leadValues({ clientName: 'Nadia Haddad', clientEmail: 'nadia@example.com', clientPhone: '647-555-0133', type: 'contact', source: 'contact_form', agentId: marcId, message: 'Looking to renew in the spring.', metadata: { phoneType: 'Mobile', postalCode: 'K1P 1A1' }, createdAt: daysAgo(4) }),
    leadValues({ clientName: 'Tom Becker', clientEmail: 'tom.becker@example.com', clientPhone: '905-555-0175', type: 'contact', source: 'website', message: 'I would like to join the team.', metadata: { type: 'agent_application', experience: 'Level 1 licensed' }, createdAt: daysAgo(5) }),
    leadValues({ clientName: 'subscriber', clientEmail: 'subscriber@example.com', type: 'contact', source: 'newsletter', metadata: { subscribed_to: 'newsletter' }, createdAt: daysAgo(6) }),
    leadValues({ clientName: 'Hannah Lee', clientEmail: 'hannah.lee@example.com', clientPhone: '604-555-0110', type: 'application', source: 'website', agentId: sarahId, status: 'qualified', metadata: { mortgage_amount: 420000, property_address: '12 Cedar Lane, Vancouver, BC' }, createdAt: daysAgo(7) }),
    leadValues({ clientName: 'Victor Osei', clientEmail: 'victor.osei@example.com', type: 'contact', source: 'Manual', agentId: sarahId, status: 'closed', notes: 'Referred by a past client.', createdAt: daysAgo(20) }),
  ]);

  await db.insert(analyticsEvents).values(
    Array.from({ length: 14 }, (_, i) => ({ agentId: i % 3 === 0 ? marcId : sarahId, eventType: 'page_view', createdAt: daysAgo(i * 2) })),
  );
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
