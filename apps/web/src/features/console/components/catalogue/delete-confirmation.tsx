import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { fillMessage } from '@/lib/message-template';
import { ConfirmDialog } from './confirm-dialog';

type DeleteConfirmationProps = {
  /** The item asked about, or null while no delete is asked. */
  item: { id: string; name: string } | null;
  onClose: () => void;
  remove: UseMutationResult<unknown, unknown, string>;
  title: string;
  messages: { deleted: string; deleteFailed: string };
};

/** Asks before deleting a catalogue item, then deletes it with the feature's toasts; stays open on failure so the admin can retry. */
export function DeleteConfirmation({ item, onClose, remove, title, messages }: DeleteConfirmationProps) {
  const onDeleted = () => {
    toast.success(messages.deleted);
    onClose();
  };
  const confirm = () => item && remove.mutate(item.id, { onSuccess: onDeleted, onError: () => toast.error(messages.deleteFailed) });

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={fillMessage(c.deleteText, { name: item?.name ?? '' })}
      confirmLabel={c.delete}
      cancelLabel={c.cancel}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
