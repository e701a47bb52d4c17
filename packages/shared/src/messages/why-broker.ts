export const whyBrokerMessages = {
  cta: 'Connect with a Mortgage Expert',
  intro:
    'A mortgage is likely the largest debt you will ever carry. A licensed mortgage broker works for you, not for a single lender, to find the mortgage that fits your life today and your plans for tomorrow.',
  advantagesTitle: 'Five advantages of working with a broker',
  advantages: [
    {
      title: 'Broader lender access',
      text: 'Through our network we compare offers from over 50 lenders: major banks, credit unions, monoline lenders and alternative lenders. A bank can only offer you its own products.',
    },
    {
      title: 'Expert guidance',
      text: 'Licensed professionals explain rates, terms, prepayment privileges, penalties and mortgage default insurance in plain language, from pre-approval to closing and at every renewal after.',
    },
    {
      title: 'No direct cost to borrowers',
      text: 'For most residential mortgages the lender pays our fee when your mortgage closes, so our advice costs you nothing. If a fee ever applies, as it can with some private or alternative loans, we disclose it in writing before you commit.',
    },
    {
      title: 'Efficiency',
      text: 'One application, many lenders. We do the shopping, the paperwork and the follow-up, and we know which lender is likely to approve your file before we apply, which avoids unnecessary credit checks.',
    },
    {
      title: 'Solutions for diverse borrowers',
      text: 'Self-employed, new to Canada, rebuilding credit, buying a rental or planning retirement: we know the lenders and programs built for situations a single bank often turns down.',
    },
  ],
  comparisonTitle: 'Broker versus bank',
  comparisonIntro:
    'Your bank’s mortgage specialist can only sell what that bank offers. A broker puts many lenders side by side, so the rate, the prepayment privileges and the penalty terms are compared for you.',
  comparisonCaption: 'How a mortgage broker compares with going directly to a bank',
  topicColumn: 'Topic',
  brokerColumn: 'Mortgage broker',
  bankColumn: 'Your bank',
  /** The phone's card: the column's name as a lead-in to its answer. */
  brokerLead: 'Mortgage broker: ',
  bankLead: 'Your bank: ',
  comparison: [
    { topic: 'Lenders compared', broker: 'Over 50 banks, credit unions, monoline and alternative lenders', bank: 'One: its own' },
    { topic: 'Who they work for', broker: 'You, the borrower', bank: 'The bank' },
    { topic: 'Cost of the advice', broker: 'Usually nothing: the lender pays the broker', bank: 'Nothing, but only one product shelf' },
    { topic: 'At renewal', broker: 'We shop your renewal again across the market', bank: 'A renewal letter from the same bank' },
    { topic: 'Unusual income or credit', broker: 'Access to alternative and specialty lenders', bank: 'Often declined' },
  ],
  complianceTitle: 'Licensed and regulated',
  complianceText:
    'In Ontario, mortgage brokerages, brokers and agents are licensed and supervised by the Financial Services Regulatory Authority of Ontario (FSRA) under the Mortgage Brokerages, Lenders and Administrators Act, 2006.',
  licensedBrokerage: '{brokerage} is a licensed brokerage.',
  licensedBrokerageWithLicence: '{brokerage} is a licensed brokerage: {licence}.',
  compliancePoints: [
    'We tell you in writing which lenders we deal with, how we are paid and any conflict of interest.',
    'We must make sure the mortgage we recommend is suitable for your needs and circumstances.',
    'Your personal information is protected under Canadian privacy law and used only to arrange your financing.',
    'You can check any agent’s or brokerage’s licence on FSRA’s public registry.',
  ],
  ctaTitle: 'Ready to compare your options?',
  ctaText: 'Tell us about your plans and a licensed mortgage professional will get back to you.',
} as const;
