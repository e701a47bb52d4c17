import { icu } from '../i18n/icu.ts';
import { fileStagesMessages } from './file-stages.ts';

/**
 * A client's mortgage file and its stages to funding (issue 39 §1 and §8): the lead drawer's
 * Mortgage file section and the files list of the Leads tab, in the dashboard and the console, and
 * the API's errors.
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
  noneOpen: 'No open mortgage file: the earlier ones are closed. A new application may start.',
  current: 'Current stage',
  /** Whole calendar days in the current stage (Toronto's calendar): 0 is a move made today. */
  daysInStage: (days: number) => icu('en', '{days, plural, =0 {Today} one {# day} other {# days}}', { days }),
  startedOn: (day: string) => `Started on ${day}`,
  moveHint: 'Funded, withdrawn and declined close the file; a closed file moves no more.',
  timelineOf: (day: string) => `Timeline of the file started on ${day}`,
  // The borrower's application as the agent reads it (issue 39 §4): the steps saved in the portal.
  application: {
    title: 'Application',
    intro: 'What the borrower has saved in the portal. Open a step to read it.',
    loading: 'Loading the application...',
    loadFailed: 'Failed to load the application',
    stepsLabel: 'Steps of the application',
    stepsSaved: (saved: number, total: number) => `${saved} of ${total} steps saved`,
    savedOn: (when: string) => `Saved ${when}`,
    notSaved: 'Not yet saved',
    noneListed: 'None listed',
    since: (from: string) => `Since ${from}`,
    fromTo: (from: string, to: string) => `${from} to ${to}`,
    sinceDay: (day: string) => `Since ${day}`,
    fromToDays: (from: string, to: string) => `${from} to ${to}`,
    period: 'Period',
    unknownApplicant: 'An applicant not in the Applicants step',
  },
  // The Leads tab's second view: the files across leads.
  views: { label: 'Show', leads: 'Leads', files: 'Mortgage files' },
  list: {
    label: 'Mortgage files',
    loading: 'Loading mortgage files...',
    fetchFailed: 'Failed to load the mortgage files',
    empty: 'No mortgage files found',
    search: 'Search',
    searchPlaceholder: 'Client name',
    pagination: 'Pages of mortgage files',
    filtersLabel: 'Filter mortgage files',
    stageFilter: 'Stage',
    allStages: 'All stages',
    agentFilter: 'Agent',
    allAgents: 'All agents',
    clearFilters: 'Clear filters',
    columns: { client: 'Client', stage: 'Stage', inStage: 'In stage', started: 'Started', agent: 'Agent', actions: 'Actions' },
    since: (day: string) => `since ${day}`,
    openLead: 'Open lead',
    openLeadOf: (name: string) => `Open the lead of ${name}`,
    leadLoadFailed: 'Failed to open the lead',
  },
  stages: fileStagesMessages,
  // API errors a person reads.
  notFound: 'Mortgage file not found',
  alreadyOpen: 'This lead already has an open mortgage file',
  closed: 'This file is closed: a funded, withdrawn or declined file moves no more',
  sameStage: 'The file is already at this stage',
  stageRequired: 'Choose a stage',
} as const;
