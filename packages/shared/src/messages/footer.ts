export const footerMessages = {
  showDisclaimer: '+ Disclaimer',
  hideDisclaimer: '- Disclaimer',
  agentLogin: 'Agent Login',
  privacyPolicy: 'Privacy Policy',
  navLabel: 'Footer',
  company: 'Company',
  licence: 'Brokerage Licence',
  office: 'Office',
  phone: 'Phone',
  tollFree: 'Toll-free',
  rightsReserved: 'All rights reserved.',
} as const;
