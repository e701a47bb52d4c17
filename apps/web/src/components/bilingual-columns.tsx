import { useId, type ReactNode } from 'react';
import { bilingualContentMessages as m } from '@maple/shared/messages/bilingual-content';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { Badge } from '@/components/ui/badge';

type Props = {
  /** The English fields, as the form had them before French came (decision 069). */
  english: ReactNode;
  /** Their French twins, each optional. */
  french: ReactNode;
  /** The hint under the French heading; by default, that the item waits for its French text to show on the French site. */
  frenchHint?: string;
  /** The columns' heading level: 3 under a dialog's title (the default), 2 where the page's h1 is the nearest heading (axe heading-order). */
  headingLevel?: 2 | 3;
};

/**
 * A form's texts in both languages side by side (two columns from 1024 px, one above the other on
 * a phone), each column a labelled group so a screen reader hears which language a field is in.
 * The fields stay in the one form: typing in either column is kept as before.
 */
export function BilingualColumns({ english, french, frenchHint = m.frenchColumnHint, headingLevel = 3 }: Props) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-5 lg:grid-cols-2" data-bilingual-columns="">
      <section aria-labelledby={`${id}-en`} className="flex min-w-0 flex-col gap-4">
        <Heading id={`${id}-en`} className="text-sm font-semibold text-navy-900">
          {m.englishColumn}
        </Heading>
        {english}
      </section>
      <section aria-labelledby={`${id}-fr`} aria-describedby={`${id}-fr-hint`} className="flex min-w-0 flex-col gap-4 lg:border-l lg:pl-5">
        <div className="flex flex-col gap-1">
          <Heading id={`${id}-fr`} className="text-sm font-semibold text-navy-900">
            {m.frenchColumn}
          </Heading>
          <p id={`${id}-fr-hint`} className="text-xs text-muted-foreground">
            {frenchHint}
          </p>
        </div>
        {french}
      </section>
    </div>
  );
}

/** The label of a French field: the English column's label, marked French. */
export const frenchLabel = (field: string) => fillMessage(m.frenchField, { field });

/** The console's flag on an item the French site leaves out, with the reason (decision 069). */
export function MissingFrenchBadge({ missing }: { missing: boolean }) {
  return missing ? <Badge variant="warning">{m.missingFrench}</Badge> : null;
}
