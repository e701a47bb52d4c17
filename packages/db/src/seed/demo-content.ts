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
        bioFr:
          'Depuis 15 ans, Sarah a aidé plus de 600 familles ontariennes à acheter, à renouveler et à refinancer. ' +
          'Elle se spécialise dans les premiers acheteurs et les travailleurs autonomes, et explique chaque option en termes simples.',
        contactDetails: { title: 'Senior Mortgage Agent', titleFr: 'Agente hypothécaire principale', location: 'Toronto, ON' },
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
        bioFr:
          'Marc accompagne les acheteurs de l’Est ontarien et de l’Outaouais, en français et en anglais. ' +
          'Renouvellements, refinancements et immeubles locatifs sont son quotidien.',
        contactDetails: { title: 'Bilingual Mortgage Agent', titleFr: 'Agent hypothécaire bilingue', location: 'Ottawa, ON' },
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
    serviceValues({ name: 'First-Time Home Buyers', description: 'Step-by-step guidance from pre-approval to keys, including government incentives.', content: 'Buying your first home is exciting and a little daunting.\n\nWe explain the First Home Savings Account, the Home Buyers\' Plan and land transfer tax rebates, get you pre-approved with a rate hold of up to 120 days, and compare lenders for you.', features: ['Pre-approval in 1 to 3 days', 'Rate holds up to 120 days', 'Down payments from 5%'], nameFr: 'Premiers acheteurs', descriptionFr: 'Un accompagnement étape par étape, de la préautorisation à la remise des clés, y compris les programmes gouvernementaux.', contentFr: 'Acheter sa première maison est emballant, et un peu intimidant.\n\nNous vous expliquons le CELIAPP, le Régime d’accession à la propriété et les remboursements de droits de cession immobilière, nous obtenons votre préautorisation avec une garantie de taux pouvant aller jusqu’à 120 jours, et nous comparons les prêteurs pour vous.', featuresFr: ['Préautorisation en 1 à 3 jours', 'Garantie de taux jusqu’à 120 jours', 'Mise de fonds à partir de 5 %'], createdAt: daysAgo(60) }),
    serviceValues({ name: 'Mortgage Renewals', description: 'Do not sign the renewal letter yet: we shop your renewal across our lender network.', content: 'Start 4 to 6 months before your maturity date.\n\nWe compare your lender\'s offer with the market and handle the switch paperwork.', features: ['Start 4 to 6 months ahead', 'No-cost switches where available'], nameFr: 'Renouvellements hypothécaires', descriptionFr: 'Ne signez pas tout de suite la lettre de renouvellement : nous magasinons votre renouvellement auprès de notre réseau de prêteurs.', contentFr: 'Commencez de 4 à 6 mois avant l’échéance.\n\nNous comparons l’offre de votre prêteur à celles du marché et nous nous occupons des formalités du transfert.', featuresFr: ['Commencez de 4 à 6 mois à l’avance', 'Transferts sans frais lorsque c’est possible'], createdAt: daysAgo(59) }),
    serviceValues({ name: 'Refinancing', description: 'Consolidate debt, renovate or invest using the equity in your home.', content: 'Refinance up to 80% of your home\'s value.\n\nWe weigh penalties against savings so the numbers make sense.', features: ['Debt consolidation', 'Renovation financing'], nameFr: 'Refinancement', descriptionFr: 'Regroupez vos dettes, rénovez ou investissez grâce à la valeur nette de votre maison.', contentFr: 'Refinancez jusqu’à 80 % de la valeur de votre maison.\n\nNous comparons les pénalités aux économies pour que les chiffres tiennent la route.', featuresFr: ['Regroupement de dettes', 'Financement de rénovations'], createdAt: daysAgo(58) }),
    serviceValues({ name: 'Self-Employed Mortgages', description: 'Stated-income and alternative-lender options for business owners.', content: 'Business owners often write down their income.\n\nWe know which lenders look at the full picture.', features: ['Alternative lenders', 'Bank-statement programs'], nameFr: 'Prêts hypothécaires pour travailleurs autonomes', descriptionFr: 'Options à revenu déclaré et prêteurs alternatifs pour les propriétaires d’entreprise.', contentFr: 'Les propriétaires d’entreprise déclarent souvent un revenu réduit par leurs déductions.\n\nNous savons quels prêteurs regardent le portrait complet.', featuresFr: ['Prêteurs alternatifs', 'Programmes fondés sur les relevés bancaires'], createdAt: daysAgo(57) }),
    serviceValues({ name: 'Investment Properties', description: 'Financing for rentals, multi-unit homes and portfolios.', content: 'From a basement suite to a fourplex.\n\nWe structure financing that grows with your portfolio.', features: ['Rental income offsets', '1 to 4 units'], nameFr: 'Immeubles de placement', descriptionFr: 'Financement pour immeubles locatifs, plex et portefeuilles.', contentFr: 'Du logement au sous-sol au quadruplex.\n\nNous structurons un financement qui grandit avec votre portefeuille.', featuresFr: ['Revenus de location pris en compte', 'De 1 à 4 logements'], createdAt: daysAgo(56) }),
    serviceValues({ name: 'Reverse Mortgages', description: 'Tax-free access to home equity for homeowners aged 55 and over.', content: 'Stay in the home you love.\n\nNo monthly payments are required while you live there.', features: ['From age 55', 'No monthly payments'], nameFr: 'Prêts hypothécaires inversés', descriptionFr: 'Accès libre d’impôt à la valeur nette de votre maison pour les propriétaires de 55 ans et plus.', contentFr: 'Restez dans la maison que vous aimez.\n\nAucun versement mensuel n’est exigé tant que vous y habitez.', featuresFr: ['Dès 55 ans', 'Aucun versement mensuel'], createdAt: daysAgo(55) }),
  ]);

  await db.insert(products).values([
    productValues({ name: '5-Year Fixed Mortgage', nameFr: 'Prêt hypothécaire à taux fixe de 5 ans', descriptionFr: 'La certitude de vos versements pendant cinq ans.', contentFr: 'Bloquez votre taux et connaissez votre versement pour toute la durée du terme.\nRemboursez par anticipation jusqu’à 20 % par année avec la plupart des prêteurs.', description: 'Payment certainty for five years.', price: null, content: 'Lock in your rate and know your payment for the full term.\nPrepay up to 20% a year with most lenders.', createdAt: daysAgo(49) }),
    productValues({ name: 'Variable-Rate Mortgage', nameFr: 'Prêt hypothécaire à taux variable', descriptionFr: 'Suit le taux préférentiel; souvent l’option la moins coûteuse à long terme.', contentFr: 'Votre taux suit le taux préférentiel du prêteur.\nConvertissez-le en taux fixe en tout temps avec la plupart des prêteurs.', description: 'Moves with prime; often the lowest cost over time.', content: 'Your rate follows the lender\'s prime rate.\nConvert to fixed at any time with most lenders.', createdAt: daysAgo(48) }),
    productValues({ name: 'Home Equity Line of Credit', nameFr: 'Marge de crédit hypothécaire', descriptionFr: 'Empruntez sur la valeur nette de votre maison quand vous en avez besoin.', contentFr: 'Des versements d’intérêts seulement sur ce que vous utilisez.', description: 'Borrow against your equity when you need it.', content: 'Interest-only payments on what you use.', createdAt: daysAgo(47) }),
    productValues({ name: 'Mortgage Pre-Approval', nameFr: 'Préautorisation hypothécaire', descriptionFr: 'Magasinez en toute confiance, avec un taux garanti.', contentFr: 'Garantie de taux jusqu’à 120 jours.', description: 'Shop with confidence and a rate hold.', price: 0, content: 'Rate holds up to 120 days.', createdAt: daysAgo(46) }),
    productValues({ name: 'Home Appraisal Service', nameFr: 'Service d’évaluation immobilière', descriptionFr: 'Une évaluation indépendante, organisée pour vous.', contentFr: 'Commandée auprès d’évaluateurs agréés.', description: 'Independent appraisal arranged for you.', price: 349.99, content: 'Ordered through accredited appraisers.', createdAt: daysAgo(45) }),
  ]);

  await db.insert(blogPosts).values([
    blogPostValues({ title: 'Fixed or Variable in 2026? How to Decide', slug: 'fixed-or-variable-2026', titleFr: 'Taux fixe ou variable en 2026 : comment choisir', slugFr: 'taux-fixe-ou-variable-en-2026', excerptFr: 'Le bon choix dépend de votre budget, de vos projets et de votre tolérance au risque.', contentFr: 'Un taux fixe offre la certitude.\n\nUn taux variable suit le taux préférentiel et a historiquement coûté moins cher à long terme, mais votre versement ou votre période d’amortissement peut changer.\n\nDemandez-vous comment vous absorberiez un versement plus élevé.', excerpt: 'The right choice depends on your budget, your plans and your appetite for risk.', content: 'Fixed rates give certainty.\n\nVariable rates move with prime and have historically cost less over time, but your payment or amortization can change.\n\nAsk yourself how you would handle a higher payment.', agentId: sarahId, isPublished: true, publishedAt: daysAgo(2) }),
    blogPostValues({ title: 'Your Renewal Letter Is Not Your Only Option', slug: 'renewal-letter-options', titleFr: 'Votre lettre de renouvellement n’est pas votre seule option', slugFr: 'lettre-de-renouvellement-options', excerptFr: 'La plupart des emprunteurs signent leur renouvellement sans magasiner. Voici pourquoi vous ne devriez pas le faire.', contentFr: 'Les prêteurs n’offrent souvent leur meilleur taux que lorsqu’on le leur demande.\n\nCommencez de 4 à 6 mois avant l’échéance.', excerpt: 'Most borrowers sign their renewal without shopping. Here is why you should not.', content: 'Lenders often send their best offer only when you ask.\n\nStart 4 to 6 months before maturity.', agentId: marcId, isPublished: true, publishedAt: daysAgo(6) }),
    blogPostValues({ title: 'Closing Costs Explained', slug: 'closing-costs-explained', titleFr: 'Les frais de clôture expliqués', slugFr: 'frais-de-cloture-expliques', excerptFr: 'Prévoyez de 1,5 % à 4 % du prix d’achat en plus de votre mise de fonds.', contentFr: 'Les honoraires juridiques vont de 1 000 $ à 2 500 $, l’assurance titres coûte de 250 $ à 400 $ environ et une inspection préachat, de 300 $ à 500 $.', excerpt: 'Budget 1.5% to 4% of the purchase price on top of your down payment.', content: 'Legal fees run $1,000 to $2,500, title insurance about $250 to $400, and a home inspection $300 to $500.', isPublished: true, publishedAt: daysAgo(10), seoSettings: { admin_created: true, description: 'What closing costs to expect in Canada.' } }),
    blogPostValues({ title: 'Minimum Down Payments in Canada', slug: 'minimum-down-payments-canada', titleFr: 'La mise de fonds minimale au Canada', slugFr: 'mise-de-fonds-minimale-au-canada', excerptFr: null, contentFr: 'Il faut 5 % sur la première tranche de 500 000 $, 10 % sur la portion jusqu’à 999 999 $ et 20 % à partir de 1 million $. Avec moins de 20 % de mise de fonds, l’assurance prêt hypothécaire est obligatoire et sa prime s’ajoute à votre prêt.', excerpt: null, content: 'You need 5% on the first $500,000, 10% on the portion up to $999,999, and 20% at $1 million or more. Below 20% down, mortgage default insurance is required and its premium is added to your mortgage.', isPublished: true, publishedAt: daysAgo(15), seoSettings: { admin_created: true } }),
    blogPostValues({ title: 'Self-Employed? Get Approved With Confidence', slug: 'self-employed-approval', titleFr: 'Travailleur autonome? Faites-vous approuver en toute confiance', slugFr: 'travailleur-autonome-faites-vous-approuver', excerptFr: 'Deux ans de déclarations de revenus, un dossier clair et le bon prêteur.', contentFr: 'Les prêteurs regardent votre revenu de la ligne 15000, mais les prêteurs alternatifs peuvent tenir compte de vos relevés bancaires.', excerpt: 'Two years of returns, a clear story, and the right lender.', content: 'Lenders look at your line 15000 income, but alternative lenders may consider bank statements.', agentId: sarahId, isPublished: true, publishedAt: daysAgo(21) }),
    blogPostValues({ title: 'Five Questions to Ask Before You Refinance', slug: 'questions-before-refinance', excerpt: 'Penalties, rates and timing all matter.', content: 'What is my prepayment penalty? What will I do with the money?', agentId: marcId, isPublished: true, publishedAt: daysAgo(30) }),
    blogPostValues({ title: 'Draft: Spring Market Outlook', slug: 'spring-market-outlook-draft', excerpt: 'Not ready yet.', content: 'Draft content that must never be public.', agentId: sarahId, isPublished: false }),
    blogPostValues({ title: 'Draft: Rate Forecast', slug: 'rate-forecast-draft', content: 'Admin draft content.', isPublished: false, seoSettings: { admin_created: true } }),
  ]);

  const adminId = admin.user.id;
  await db.insert(testimonials).values([
    testimonialValues({ clientName: 'Jordan & Mei L.', content: 'Sarah found us a rate we could not get at our own bank and walked us through every step of our first purchase.', contentFr: 'Sarah nous a trouvé un taux que notre propre banque ne pouvait pas nous offrir et nous a guidés à chaque étape de notre premier achat.', rating: 5, ...permission(2), isApproved: true, adminId, createdAt: daysAgo(1) }),
    testimonialValues({ clientName: 'Daniel R.', content: 'Renewal handled in a week with a much better rate. Painless.', contentFr: 'Renouvellement réglé en une semaine, à un bien meilleur taux. Sans tracas.', rating: 5, ...permission(5), isApproved: true, adminId, createdAt: daysAgo(4) }),
    testimonialValues({ clientName: 'Amira K.', content: 'As a self-employed designer I had been turned down twice. The team found a lender that understood my income.', contentFr: 'Designer autonome, j’avais essuyé deux refus. L’équipe a trouvé un prêteur qui comprenait mes revenus.', rating: 5, ...permission(9), isApproved: true, adminId, createdAt: daysAgo(8) }),
    testimonialValues({ clientName: 'The Tremblay family', content: 'Clear advice, quick answers, and no pressure at all.', contentFr: 'Des conseils clairs, des réponses rapides et aucune pression.', rating: 4, ...permission(13), isApproved: true, adminId, createdAt: daysAgo(12) }),
    testimonialValues({ clientName: 'Olivia P.', content: 'We consolidated our debts and lowered our monthly costs by $900.', contentFr: 'Nous avons regroupé nos dettes et réduit nos dépenses mensuelles de 900 $.', rating: 5, ...permission(17), isApproved: true, adminId, createdAt: daysAgo(16) }),
    testimonialValues({ clientName: 'Kevin S.', content: 'The calculator and the follow-up call made the numbers easy to understand.', contentFr: 'La calculatrice et l’appel de suivi ont rendu les chiffres faciles à comprendre.', rating: 5, ...permission(21, 'rewarded'), isApproved: true, adminId, createdAt: daysAgo(20) }),
    testimonialValues({ clientName: 'Grace N.', content: 'Professional from start to finish.', contentFr: 'Professionnel du début à la fin.', rating: 5, ...permission(41), isApproved: true, adminId, createdAt: daysAgo(40) }),
    testimonialValues({ clientName: 'Hidden Pending', content: 'Pending admin testimonial that is not yet approved.', rating: 3, isApproved: false, adminId, createdAt: daysAgo(0) }),
    testimonialValues({ clientName: 'Lucas M.', content: 'Sarah was patient with all of our questions.', contentFr: 'Sarah a répondu patiemment à toutes nos questions.', rating: 5, ...permission(4), isApproved: true, agentId: sarahId, createdAt: daysAgo(3) }),
    testimonialValues({ clientName: 'Chloé B.', content: 'Marc a tout expliqué clairement. Merci!', contentFr: 'Marc a tout expliqué clairement. Merci!', rating: 5, ...permission(10), isApproved: true, agentId: marcId, createdAt: daysAgo(9) }),
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
