import type { FormEvent, ReactNode } from 'react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { useDialogGuard } from '@/components/unsaved-changes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';

type CatalogueFormDialogProps = {
  title: string;
  className: string;
  busy: boolean;
  /** The fields differ from what the dialog opened with: closing asks before throwing them away. */
  dirty: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
};

/** The create/edit dialog of a catalogue item: the fields, then cancel and save. Mounted only while open, so each opening starts from the item. */
export function CatalogueFormDialog({ title, className, busy, dirty, onSubmit, onClose, children }: CatalogueFormDialogProps) {
  const guard = useDialogGuard(onClose, dirty);
  return (
    <Dialog open onOpenChange={(open) => !open && guard.requestClose()}>
      {guard.confirm}
      <DialogContent className={className} aria-describedby={undefined}>
        <DialogTitle>{title}</DialogTitle>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={guard.requestClose}>
              {c.cancel}
            </Button>
            <SubmitButton busy={busy} busyLabel={c.saving}>
              {c.save}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
