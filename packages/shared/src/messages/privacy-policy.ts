/**
 * The public /privacy page, its console settings, and the default policy a brokerage publishes
 * until it writes its own (issue 26, decision 048). `{placeholders}` are filled by fillMessage.
 */
export const privacyPolicyMessages = {
  title: 'Privacy Policy',
  lastUpdated: 'Last updated {date}',
  loadFailed: 'Failed to load the privacy policy',
  description: 'How we collect, use, share and protect your personal information, how long we keep it, and how to reach our privacy officer.',

  console: {
    group: 'Privacy',
    policy: 'Privacy policy',
    policyHint:
      'Markdown. Leave it empty to publish the default policy, generated from these settings, the site\u2019s configuration and its webhooks, and kept up to date as they change.',
    startFromDefault: 'Start from the default',
    startFromDefaultHint: 'Puts the default policy, as generated from the saved settings, into the English and French boxes to edit.',
    defaultFailed: 'Failed to load the default policy',
    replaceTitle: 'Replace the policy text?',
    replaceDescription: 'The text in both boxes is replaced by the default policy in each language. Nothing is published until you save the settings.',
    replaceConfirm: 'Replace',
    cancel: 'Cancel',
    officerName: 'Privacy officer name',
    officerEmail: 'Privacy officer email',
    officerHint: 'The person accountable for privacy, named in the policy; access and erasure requests go to this address.',
  },
} as const;

/**
 * The default policy's text, section by section. The generator (server, modules/privacy) puts in
 * the brokerage's details, the retention periods and only the outside processors actually
 * configured, so the published policy never names a service the site does not use.
 */
export const defaultPolicyText = {
  thisBrokerage: 'this brokerage',
  intro:
    'This policy explains how {brokerage} ("we") collects, uses, shares and protects personal information through this website. ' +
    'We follow Canada\u2019s Personal Information Protection and Electronic Documents Act (PIPEDA) and, for visitors in Quebec, ' +
    'the Act respecting the protection of personal information in the private sector (Law 25).',

  whoHeading: 'Who we are',
  whoName: '{name} is a mortgage brokerage.',
  whoLicence: 'Licence: {licence}.',
  whoAddress: 'Mailing address: {address}.',
  whoPhone: 'Phone: {phone}.',

  officerHeading: 'Our privacy officer',
  officerNamed: '{name} is our privacy officer, accountable for how we handle personal information.',
  officerUnnamed: 'Our privacy officer is accountable for how we handle personal information.',
  officerEmail: 'Write to our privacy officer at [{email}](mailto:{mailto}).',
  officerMail: 'You can also write by mail to: Privacy Officer, {address}.',
  officerNoAddress: 'Reach our privacy officer through the contact page of this website.',

  collectHeading: 'What we collect and why',
  collectIntro: 'We collect only what you type into our forms and the chat, for the purpose stated beside each of them:',
  forms: {
    quote:
      '**Quote request** (the calculators\u2019 "Get Started" and "Renewal Quote"): your name, email, phone (optional) and the figures you entered (price, down payment, rate, amortization). We use them to prepare your quote and follow up on it.',
    contact:
      '**Contact form**: your first and last name, email, phone and its type, postal code (optional), your comments and your consent to be contacted. We use them to answer you and, as you agreed, to contact you.',
    application:
      '**Mortgage application**: your name, email, phone, the mortgage amount and the property address (optional). We use them to start your application and, with your agreement, to submit it to lenders.',
    newsletter: '**Newsletter**: your email address, to send you our newsletter until you unsubscribe.',
    becomeBroker:
      '**Become a broker**: your name, email, phone, experience and message (optional). We use them to consider your application to join our team.',
    chat:
      '**Chat assistant**: the messages you write, and any name, email, phone or mortgage details you give in them. The assistant is automated; when you give contact details, the conversation is saved so that one of our agents can follow up.',
  },
  collectAddress:
    'When you send a form or a chat message, our server also sees your internet (IP) address. We use it to protect the forms from abuse and, when you give consent (newsletter, contact form), keep it with the record of that consent as proof of it.',
  collectNoOtherUse: 'We do not use your information for any other purpose without asking you first, and we do not sell it.',

  shareHeading: 'Who receives it',
  shareTeam: 'Our mortgage team: the agent you chose, or the agent your request is assigned to, and the staff who manage requests.',
  shareLenders: 'Lenders and mortgage insurers, only when you ask us to arrange a mortgage, and only what they need for it.',
  processorsIntro: 'These service providers process information for us:',
  processorsNone: 'We use no outside service provider to process it: this website stores it on its own server.',
  processors: {
    mail: 'Email delivery, by {host}: it sends our email, including the notices of your requests to our team.',
    storage: 'File storage, in {place}: it keeps the documents and images uploaded to this website.',
    storageAws: 'Amazon S3 (region {region})',
    chatModel: 'An AI service, at {host}: it processes the messages you write to the chat assistant, to write its answers.',
    webhook: 'A system of ours connected to this website, at {host}: it receives the requests sent through this website as they arrive and change.',
  },
  processorsDuty:
    'We give each provider only what its service needs and remain responsible for the information we pass to it. Providers may store or process it outside Quebec or Canada, where the law of that place may allow its authorities to access it.',

  keepHeading: 'How long we keep it',
  keepLeads:
    'Requests (quotes, contact messages, applications, applications to join us and newsletter sign-ups): {months} months after the last activity on them. They are then anonymized: names, contact details and messages are removed, and only counts remain.',
  keepTranscripts: 'Chat conversations: {months} months, then deleted.',
  keepOutbox: 'Copies of the email this website sends: {days} days, then deleted.',
  keepConsent: 'A newsletter subscription lasts until you unsubscribe; the record of your consent and of its withdrawal is kept as proof of them.',
  keepBackupsDays:
    'Backups: the database is backed up daily and each backup is deleted after {days} days, so information we erase or anonymize is gone from every backup within {days} days.',
  keepBackupsHost: 'Backups: the copies our database host keeps age out on its schedule, and information we erase or anonymize is gone from them once they have.',

  rightsHeading: 'Your rights and how to use them',
  rightsAccess: '**Access and correction**: you may ask what personal information we hold about you, how we used it and to whom we gave it, and have it corrected.',
  rightsErasure: '**Erasure**: you may ask us to delete it, except what the law requires us to keep (for example, records that identify a borrower).',
  rightsWithdraw:
    '**Withdrawal of consent**: you may withdraw your consent at any time. Every newsletter email has an unsubscribe link that works at once, without signing in; you can also write to us.',
  rightsHow: 'Send your request to our privacy officer{contact}. We answer within 30 days, and may ask you to confirm your identity first.',
  rightsHowEmail: ' at [{email}](mailto:{mailto})',
  rightsComplaint:
    'If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada ([priv.gc.ca](https://www.priv.gc.ca)) or, in Quebec, to the Commission d\u2019acc\u00e8s \u00e0 l\u2019information ([cai.gouv.qc.ca](https://www.cai.gouv.qc.ca)).',

  trackingHeading: 'Cookies and tracking',
  trackingNone:
    'This website does not track you from page to page: it uses no advertising or analytics cookies and no outside tracking or profiling tools. Visits to an agent\u2019s profile are counted without identifying anyone.',
  trackingChat: 'The chat keeps your conversation in your own browser, so it is there when you come back; its "Clear Chat" button deletes it.',
  trackingStaff: 'Our staff get a sign-in cookie when they sign in; visitors get none.',

  safeguardsHeading: 'How we protect it',
  safeguards:
    'Access is limited to the people who need it: each agent sees only the requests assigned to them. Staff sign in with their own accounts, whose passwords are stored only as one-way hashes.',

  changesHeading: 'Changes to this policy',
  changes: 'When this policy changes, the new text is published on this page and the date at the top says when.',
} as const;
