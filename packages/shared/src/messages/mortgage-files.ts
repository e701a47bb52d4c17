/**
 * A client's mortgage file and its stages to funding (issue 39 §1 and §8): the lead drawer's
 * Mortgage file section in the dashboard and the console, and the API's errors.
 */
export const mortgageFilesMessages = {
  section: 'Mortgage file',
  intro: 'The file follows the client from the application to funding. Each move is on the lead\u2019s activity.',
  loading: 'Loading the mortgage file...',
  loadFailed: 'Failed to load the mortgage file',
  none: 'No mortgage file for this lead yet.',
  start: 'Start application',
  starting: 'Starting...',
  started: 'Application started',
  startFailed: 'Failed to start the application',
  stage: 'Stage',
  moveTo: 'Move to',
  note: 'Note (optional)',
  move: 'Move',
  moving: 'Moving...',
  moved: 'Stage changed',
  moveFailed: 'Failed to change the stage',
  timeline: 'Timeline',
  closedOn: (day: string) => `Closed on ${day}`,
  changedBy: (who: string, when: string) => `${who}, ${when}`,
  earlier: 'Earlier files',
  stages: {
    started: 'Started',
    submitted: 'Submitted',
    in_review: 'In review',
    sent_to_lender: 'Sent to lender',
    approved_with_conditions: 'Approved with conditions',
    conditions_met: 'Conditions met',
    funded: 'Funded',
    withdrawn: 'Withdrawn',
    declined: 'Declined',
  },
  // API errors a person reads.
  notFound: 'Mortgage file not found',
  alreadyOpen: 'This lead already has an open mortgage file',
  closed: 'This file is closed: a funded, withdrawn or declined file moves no more',
  sameStage: 'The file is already at this stage',
  stageRequired: 'Choose a stage',
} as const;
