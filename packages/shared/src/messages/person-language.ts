/**
 * A person's language (issue 43 points 6 and 8, decision 071): the Account area's language setting,
 * and the words of the staff mails and the personal-data page, which the server writes in the
 * language of whoever reads them.
 */
export const personLanguageMessages = {
  setting: {
    title: 'Language',
    intro: 'The language of your dashboard or console and of the mail Maple sends you.',
    label: 'Language',
    /** Each language named in itself, as a language chooser does. */
    names: { en: 'English', fr: 'Français' },
    invalid: 'Choose English or French.',
    submit: 'Save language',
    busy: 'Saving…',
    saved: 'Language saved. The page is loading in it.',
    failed: 'Your language could not be saved. Try again.',
  },
  /** The mail telling whoever handles a lead that it arrived (lead-notification.ts). */
  leadMail: {
    kinds: {
      quote: 'quote request',
      contact: 'contact message',
      agent_application: 'agent application',
      newsletter: 'newsletter subscription',
      application: 'mortgage application',
      chat: 'chat assistant lead',
      prepayment: 'prepayment question',
      comparison: 'mortgage comparison question',
      stress_test: 'stress test calculator request',
      penalty: 'penalty calculator request',
      land_transfer_tax: 'land transfer tax question',
      closing_costs: 'closing costs question',
    },
    subject: 'New {kind}: {name}',
    arrivedAt: 'A new {kind} arrived through the {team} website.',
    arrived: 'A new {kind} arrived through the website.',
    name: 'Name: {value}',
    email: 'Email: {value}',
    phone: 'Phone: {value}',
    notGiven: 'not given',
    agent: 'Agent: {value}',
    unassigned: 'unassigned',
    typeAndSource: 'Type: {type}, source: {source}',
    message: 'Message:',
    conversation: 'Conversation:',
    visitor: 'Visitor',
    assistant: 'Assistant',
    openList: 'Open the leads list: {url}',
    leadId: 'Lead id: {id}',
  },
  /** The mail telling an agent a lead was assigned to them (lead-assignment-mail.ts). */
  assignmentMail: {
    subject: 'Lead assigned to you: {name}',
    greeting: 'Hello {name},',
    assigned: 'A lead has been assigned to you.',
    assignedBy: 'A lead has been assigned to you by {by}.',
    assignedAt: 'A lead has been assigned to you at {team}.',
    assignedAtBy: 'A lead has been assigned to you at {team} by {by}.',
    status: 'Status: {value}',
    openLeads: 'Open your leads: {url}',
  },
  /** The export of an access request as a page the person reads (personal-data-page.ts). */
  personalData: {
    title: 'Personal data: {person}',
    heading: 'Personal data held about {person}',
    request: 'Request {id} ({kind}), received {received}. Generated {generated}.',
  },
} as const;
