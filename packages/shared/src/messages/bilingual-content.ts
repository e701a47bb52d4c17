/**
 * Content in two languages (decision 069) and Quebec's texts (decision 070): the console's and the
 * dashboard's side-by-side editing, the flag on an item the French site does not show, the AMF
 * registration setting, and the French privacy policy's person in charge (Law 25, s. 3.1).
 */
export const bilingualContentMessages = {
  /** The two columns of a side-by-side form. */
  englishColumn: 'English',
  frenchColumn: 'French',
  frenchColumnHint: 'Optional. Until it is written, this item is not shown on the French site.',
  /** A French field's label: `{field}` is the English column's label. */
  frenchField: '{field} (French)',
  /** The console's lists: an item the French site leaves out, and why. */
  missingFrench: 'No French text: not shown on the French site',
  /** The agent forms: a person is listed in both languages; only their own words wait for French. */
  agentFrenchHint: 'Optional. Until they are written, the French profile shows no bio or tagline.',
  /** The services' French features: a plain list, one a line. */
  frenchFeaturesHint: 'One feature per line.',
  frenchSlug: 'French slug',
  frenchSlugHint: 'Made from the French title when left empty. The French address is /fr/blogue/ followed by it.',
  /** Settings: the French public texts and the AMF registration. */
  frenchTexts: 'French texts',
  disclaimerFr: 'Disclaimer (French)',
  defaultSeoDescriptionFr: 'Default search description (French)',
  privacyPolicyFr: 'Privacy policy (French)',
  privacyPolicyFrHint: 'Markdown. Empty: the French site shows the default policy in French, which names the person in charge of the protection of personal information.',
  amfRegistrationNumber: 'AMF registration number (Quebec)',
  amfRegistrationNumberHint: 'Optional. Where set, the French site names it beside the FSRA licence.',
  amfRegistrationNumberInvalid: 'Enter the AMF registration number as 4 to 12 digits',
  portalDisclosuresFr: 'Disclosures before a mortgage is arranged (French)',
  portalDisclosuresFrMissing: 'Write the disclosures in French too: a borrower reads the same ones in either language',
  /** The French disclosure line: the FSRA licence line, then the AMF registration. */
  licenceWithAmf: '{licence} · AMF registration no. {number}',
  /** The privacy policy's section on the person accountable (Law 25, s. 3.1, in the French policy). */
  personInChargeHeading: 'Person in charge of the protection of personal information',
  personInChargeNamed:
    '{name} is the person in charge of the protection of personal information at our brokerage, within the meaning of section 3.1 of the Act respecting the protection of personal information in the private sector (Quebec).',
  personInChargeUnnamed:
    'The person with the highest authority at our brokerage exercises the function of person in charge of the protection of personal information, within the meaning of section 3.1 of the Act respecting the protection of personal information in the private sector (Quebec).',
  personInChargeEmail: 'Write to them at [{email}](mailto:{mailto}).',
  personInChargeMail: 'You can also write by mail to: Person in charge of the protection of personal information, {address}.',
} as const;
