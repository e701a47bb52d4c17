/** A mortgage file's stages to funding (decision 092), as the back office and the borrower's portal name them. */
export const fileStagesMessages = {
  started: 'Started',
  submitted: 'Submitted',
  in_review: 'In review',
  sent_to_lender: 'Sent to lender',
  approved_with_conditions: 'Approved with conditions',
  conditions_met: 'Conditions met',
  funded: 'Funded',
  withdrawn: 'Withdrawn',
  declined: 'Declined',
} as const;
