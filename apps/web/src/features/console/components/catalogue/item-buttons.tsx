import type { ReactNode } from 'react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { Button } from '@/components/ui/button';

type ItemEditDeleteButtonsProps = {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Buttons of the tab's own, placed between edit and delete (the products' view link). */
  children?: ReactNode;
};

/**
 * A row's edit and delete buttons. The item's name is in each accessible name, as a list holds many
 * "Edit" and "Delete" buttons; both open a dialog, hence aria-haspopup.
 */
export function ItemEditDeleteButtons({ name, onEdit, onDelete, children }: ItemEditDeleteButtonsProps) {
  return (
    <>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${c.edit}, ${name}`} aria-haspopup="dialog">
        {c.edit}
      </Button>
      {children}
      <Button size="sm" variant="ghost" className="text-destructive" onClick={onDelete} aria-label={`${c.delete}, ${name}`} aria-haspopup="dialog">
        {c.delete}
      </Button>
    </>
  );
}
