/**
 * The licensing disclosures FSRA asks of every advertisement (issue 27): the brokerage's authorized
 * name and licence number, an agent's licence class, and a testimonial's disclosed relationship.
 */
export const licensingMessages = {
  /** The brokerage's line, derived from the settings' authorized name and licence number. */
  brokerageLine: '{name}, Licence #{number}',
  /** An agent's own FSRA licence number, when recorded (after the class). */
  agentNumber: 'Licence #{number}',
  classes: {
    mortgage_agent_level_1: 'Mortgage Agent Level 1',
    mortgage_agent_level_2: 'Mortgage Agent Level 2',
    mortgage_broker: 'Mortgage Broker',
  },
  /** Server answers and form errors. */
  licensedNameRequired: 'Licensed name is required',
  invalidClass: 'Choose the licence class: Mortgage Agent Level 1, Mortgage Agent Level 2 or Mortgage Broker',
  invalidNumber: 'Enter the FSRA licence number as M followed by 8 digits, e.g. M08001234',
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  tooLong: 'This entry is too long',
  /** The console's agent form and list, and the dashboard's read-only view. */
  form: {
    tab: 'Licence',
    legend: 'Licence (FSRA)',
    saving: 'Saving...',
    intro: 'As on the FSRA licence: shown on the public profile, the directory and the contact page with the brokerage\u2019s name and licence number.',
    licensedName: 'Licensed name',
    class: 'Licence class',
    classNone: 'Not recorded',
    number: 'Licence number',
    numberHint: 'Optional: M followed by 8 digits.',
    checkedAt: 'Checked on',
    checkedAtHint: 'The day the licence was last checked on the FSRA register.',
    save: 'Save Licence',
    saved: 'Licence details saved',
    saveFailed: 'Failed to save licence details',
    missingBadge: 'Licence class missing',
    readOnlyTitle: 'Your licence',
    readOnlyIntro: 'Recorded by the super admin from the FSRA register. Ask them to correct anything here.',
    notRecorded: 'Not recorded yet: ask the super admin to add your licence details.',
  },
} as const;
