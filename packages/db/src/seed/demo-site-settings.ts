import type { BrokerageSettings } from '@maple/shared/schemas/site';

/** A fictional brokerage: every name, licence number and address here is invented. */
export const demoSiteSettings: BrokerageSettings = {
  teamName: 'Maple Mortgage Team',
  legalName: 'Maple Mortgage Group Inc.',
  authorizedName: 'Maple Mortgage Group Inc.',
  brokerageLicenceNumber: '13579',
  agentLicencePrefix: 'Agent Lic. #',
  officeAddress: '100 Harbourview Way, Suite 400, Toronto, ON M5J 0A1',
  phone: '416-555-0123',
  tollFree: '1-888-555-0199',
  leadInboxEmails: ['leads@demo.maple.test'],
  mailFromName: 'Maple Mortgage Team',
  disclaimer:
    'Maple Mortgage Group Inc. is an independently owned and operated brokerage. Rates, terms and ' +
    'conditions are subject to change without notice and are available on approved credit (OAC). ' +
    'Some conditions may apply. The information on this site is general in nature and is not ' +
    'financial, legal or tax advice. Examples are illustrative only. All names and licence numbers ' +
    'on this demonstration site are fictional.',
  partnerName: 'Mortgage Alliance',
  partnerLogoUrl: '',
  socialLinks: { facebook: '', instagram: '', linkedin: '', youtube: '', x: '' },
  defaultSeoDescription: 'Mortgage rates, advice and pre-approvals from a team of licensed Ontario mortgage agents.',
  shareImageUrl: '',
  newsletterSignupUrl: 'https://newsletter.example.com/maple',
  assistantName: 'Maple Mortgage Assistant',
  leadRouting: 'none',
  requireTwoFactor: false,
  privacyPolicy: '',
  privacyOfficer: { name: 'Priya Natarajan', email: 'privacy@demo.maple.test' },
  retention: { leadMonths: 36, transcriptMonths: 12, outboxDays: 30 },
  disclaimerFr:
    'Maple Mortgage Group Inc. est un cabinet de courtage indépendant. Les taux, les modalités et les ' +
    'conditions peuvent changer sans préavis et sont offerts sous réserve de l’approbation du crédit (SAC). ' +
    'Certaines conditions s’appliquent. L’information présentée sur ce site est d’ordre général et ne ' +
    'constitue pas un conseil financier, juridique ou fiscal. Les exemples sont fournis à titre indicatif seulement. ' +
    'Tous les noms et numéros de permis de ce site de démonstration sont fictifs.',
  defaultSeoDescriptionFr: 'Taux hypothécaires, conseils et préautorisations par une équipe d’agents hypothécaires autorisés en Ontario.',
  privacyPolicyFr: '',
  // Fictional, like every licence number of the demo.
  amfRegistrationNumber: '601234',
  portalReminderDays: 3,
  pipelineStaleDays: 14,
  renewalMilestoneDays: [180, 120, 60],
  rateDropThresholdBps: 10,
  portalDisclosures: '',
  portalDisclosuresFr: '',
};
