/** The /about page: who we are, the claims the spec lists (public-site §1) and the team. */
export const aboutMessages = {
  intro:
    '{team} is a team of licensed mortgage professionals at {brokerage}. For over 20 years we have helped Canadians buy their first home, move up, renew, refinance and invest.',
  /** The same, when the brokerage belongs to a network (console Settings). */
  introWithNetwork:
    '{team} is a team of licensed mortgage professionals at {brokerage}, a member of the {partner} network. For over 20 years we have helped Canadians buy their first home, move up, renew, refinance and invest.',
  factsTitle: 'At a glance',
  facts: [
    { value: '20+', label: 'years in business' },
    { value: '15+', label: 'years of experience leading our team' },
    { value: '50+', label: 'lenders in our network' },
    { value: 'Daily', label: 'rate updates' },
  ],
  storyTitle: 'Who we are',
  story: [
    'Our team is led by a mortgage broker with over 15 years of experience, and every agent is licensed in Ontario by the Financial Services Regulatory Authority (FSRA). We work for you, not for a lender: our job is to find the mortgage that fits your budget, your plans and your peace of mind.',
    'Through a network of over 50 lenders, from the major banks to credit unions and alternative lenders, we compare offers you would not see walking into a single branch. Our rates are updated daily, so the numbers you see are the numbers we can get.',
  ],
  howWeWorkTitle: 'How we work',
  howWeWork: [
    'Plain-language advice, with every cost and condition disclosed in writing before you sign.',
    'No cost to you for most residential mortgages: the lender pays our fee.',
    'We stay with you after closing and shop your mortgage again at every renewal.',
    'Meetings by phone, video or in person, at times that suit you.',
  ],
  teamTitle: 'Meet the team',
  ctaTitle: 'Let’s talk about your mortgage',
  ctaText: 'Tell us what you are planning and we will take it from there.',
} as const;
