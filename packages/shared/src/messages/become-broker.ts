export const becomeBrokerMessages = {
  heroTitle: 'Build Your Career as a Mortgage Broker',
  heroText: 'Join a team that gives you the lenders, training and technology to grow a mortgage business you are proud of, with the backing of a national broker network.',
  heroCta: 'Apply Now',
  benefitsTitle: 'Why agents join us',
  pathwayTitle: 'Your licensing pathway in Ontario',
  pathwayIntro: 'Mortgage professionals in Ontario are licensed by the Financial Services Regulatory Authority of Ontario (FSRA). Most people start as a Level 1 agent and grow from there.',
  formTitle: 'Apply to Join Our Team',
  formIntro: 'Tell us a little about yourself. Our team reviews every application and replies personally.',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  experience: 'Experience level',
  experiencePlaceholder: 'Select your experience level',
  message: 'Additional information',
  messageHint: 'Your background, the area you work in, or questions for us.',
  submit: 'Submit Application',
  busy: 'Submitting...',
  disclaimerTitle: 'Brand disclaimer',
  benefits: [
    {
      title: 'A network of over 50 lenders',
      text: 'Offer clients the big banks, credit unions, monoline and alternative lenders through one national network, not one bank’s shelf.',
    },
    {
      title: 'Training and mentorship',
      text: 'Structured onboarding, regular training sessions and a senior broker to call when a file gets complicated.',
    },
    {
      title: 'Technology that works for you',
      text: 'Your own profile page, online applications, calculators and a lead inbox that routes enquiries straight to you.',
    },
    {
      title: 'Marketing support',
      text: 'Co-branded materials, social content and a recognised national brand standing behind your name.',
    },
    {
      title: 'Rewarding compensation',
      text: 'Transparent compensation that grows with the business you build, and the freedom to set your own schedule.',
    },
    {
      title: 'Compliance and back-office help',
      text: 'Our brokerage team reviews files, checks documents and keeps you current with FSRA requirements, so you can focus on clients.',
    },
  ],
  pathway: [
    {
      title: 'Mortgage Agent Level 1',
      text: 'Where most careers start. Complete an FSRA-approved Level 1 course and exam, then apply for your licence under a sponsoring brokerage such as ours.',
    },
    {
      title: 'Mortgage Agent Level 2',
      text: 'Requires a Level 1 licence plus 12 months of experience as a licensed agent. Level 2 agents can arrange a wider range of mortgages, including alternative and private lending.',
    },
    {
      title: 'Mortgage Broker',
      text: 'Requires 24 months of experience as a Level 2 agent plus the provincial broker education program. Brokers can supervise agents and take on more responsibility within a brokerage.',
    },
  ],
  notLicensedYet: 'Not licensed yet? Apply anyway: we can point you to approved Level 1 courses and sponsor your licence application.',
  confidential: 'Applications are confidential and reviewed by our brokerage team.',
  /** The experience levels offered in the form; the chosen text is stored on the lead as `experience`. */
  experienceLevels: [
    'New to the industry, not yet licensed',
    'Taking the Mortgage Agent Level 1 course',
    'Licensed Mortgage Agent Level 1',
    'Licensed Mortgage Agent Level 2',
    'Licensed Mortgage Broker',
    'Licensed in another province',
  ],
  disclaimerNetwork:
    '{partner} is a national network of independently owned and operated mortgage brokerages. {brokerage} is an independent member brokerage, and agents who join are licensed through it.',
  disclaimerNoNetwork: 'Agents who join {brokerage} are licensed through it.',
  disclaimerTrademarks: '{partner} names and logos are trademarks of their respective owners and are used with permission.',
  disclaimerRules:
    'Licensing requirements are set by the Financial Services Regulatory Authority of Ontario (FSRA) and may change; check FSRA’s website for the current rules. Compensation depends on the business you write and is not guaranteed.',
} as const;
