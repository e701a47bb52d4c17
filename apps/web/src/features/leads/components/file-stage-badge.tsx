import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import type { FileStage } from '@maple/shared/schemas/file-stages';
import { cn } from '@/lib/cn';

// Open stages blue, funded green, withdrawn and declined grey, as the lead statuses' colours
// (back-office §4); text colours keep 4.5:1 contrast on their background.
const colours: Record<FileStage, string> = {
  started: 'border-blue-200 bg-blue-100 text-blue-900',
  submitted: 'border-blue-200 bg-blue-100 text-blue-900',
  in_review: 'border-blue-200 bg-blue-100 text-blue-900',
  sent_to_lender: 'border-blue-200 bg-blue-100 text-blue-900',
  approved_with_conditions: 'border-yellow-200 bg-yellow-100 text-yellow-900',
  conditions_met: 'border-yellow-200 bg-yellow-100 text-yellow-900',
  funded: 'border-green-200 bg-green-100 text-green-900',
  withdrawn: 'border-gray-200 bg-gray-100 text-gray-800',
  declined: 'border-gray-200 bg-gray-100 text-gray-800',
};

/** A file's stage as a badge, in its words. */
export function FileStageBadge({ stage, className }: { stage: FileStage; className?: string }) {
  return <span className={cn('inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', colours[stage], className)}>{m.stages[stage]}</span>;
}
