// A mortgage file's stages to funding (issue 39 §8, decision 092), on their own so the lead trail's
// schema can name them without the files' messages. The database enum
// (packages/db/src/schema/mortgage-files.ts) holds the same list.
export const fileStages = ['started', 'submitted', 'in_review', 'sent_to_lender', 'approved_with_conditions', 'conditions_met', 'funded', 'withdrawn', 'declined'] as const;
export type FileStage = (typeof fileStages)[number];
/** The stages a file ends in: funded, or withdrawn or declined on the way. A closed file moves no more. */
export const closedFileStages = ['funded', 'withdrawn', 'declined'] as const satisfies readonly FileStage[];
export const isClosedStage = (stage: FileStage) => (closedFileStages as readonly FileStage[]).includes(stage);
