/** A public testimonial card's note when the author is tied to the brokerage (Competition Act s. 74.02; issue 27). */
export const testimonialDisclosureMessages = {
  employee: 'Employee of {team}',
  employeeNoTeam: 'Employee of the brokerage',
  paid: 'Paid endorsement',
  rewarded: 'Rewarded review',
} as const;
