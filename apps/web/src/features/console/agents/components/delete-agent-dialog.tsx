import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { useDeleteAgent } from '@/features/agents/api/agent-record-queries';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';

const m = agentsMessages.console;

/** Every delete confirms first (signed-in-areas §5). */
export function DeleteAgentDialog({ agent, onClose }: { agent: AgentRecord | null; onClose: () => void }) {
  const remove = useDeleteAgent();
  const confirm = () => {
    if (!agent) return;
    remove.mutate(agent, {
      onSuccess: () => {
        toast.success(agentsMessages.deleted);
        onClose();
      },
      onError: (error) => toast.error(agentsMessages.deleteFailed, isApiError(error) ? { description: error.message } : undefined),
    });
  };
  return (
    <Dialog open={agent !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>{fillMessage(m.deleteTitle, { name: agent?.name ?? '' })}</DialogTitle>
        <DialogDescription>{m.deleteText}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button onClick={confirm} disabled={remove.isPending} className="bg-destructive text-white hover:bg-destructive/90">
            {remove.isPending ? m.deleting : m.delete}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
