import { useQueryClient } from '@tanstack/react-query';
import type { AgentImageKind } from '@maple/shared/files';
import { agentsMessages } from '@maple/shared/messages/agents';
import { filesMessages } from '@maple/shared/messages/files';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { FileUpload } from '@/components/file-upload/file-upload';
import { fillMessage } from '@/lib/message-template';
import { agentKeys } from '../../api/agent-queries';
import { refreshPublicCopies } from '../../api/agent-record-queries';

const labels = agentsMessages.edit.images;

/** The spec's texts for headshot and banner; the other images use the general ones. */
function texts(kind: AgentImageKind): { success: string; failure: string } {
  if (kind === 'headshot') return { success: filesMessages.headshotUploaded, failure: filesMessages.headshotFailed };
  if (kind === 'banner') return { success: filesMessages.bannerUploaded, failure: filesMessages.bannerFailed };
  return { success: fillMessage(labels.uploaded, { label: labels[kind] }), failure: filesMessages.imageFailed };
}

const currentUrl = (agent: AgentRecord, kind: AgentImageKind): string | null =>
  ({
    headshot: agent.headshotUrl,
    banner: agent.bannerImageUrl,
    logo: agent.agentLogoUrl,
    badge1: agent.badge1Url,
    badge2: agent.badge2Url,
    background: agent.customBackgroundImage,
    og: agent.seoSettings.ogImage ?? null,
  })[kind];

/**
 * One of an agent's profile images, replaced by upload (the server removes the old file). `mine`
 * uploads to the signed-in agent's own record (dashboard), otherwise to this agent (console).
 */
export function AgentImageUpload({ agent, kind, mine = false, onUploaded }: { agent: AgentRecord; kind: AgentImageKind; mine?: boolean; onUploaded?: () => void }) {
  const queryClient = useQueryClient();
  const { success, failure } = texts(kind);
  const endpoint = mine ? `/api/me/agent/images/${kind}` : `/api/admin/agents/${encodeURIComponent(agent.id)}/images/${kind}`;
  return (
    <FileUpload
      label={labels[kind]}
      endpoint={endpoint}
      kind="image"
      previewUrl={currentUrl(agent, kind)}
      successMessage={success}
      failureMessage={failure}
      onUploaded={() => {
        refreshPublicCopies([agent]);
        void queryClient.invalidateQueries({ queryKey: agentKeys.all });
        onUploaded?.();
      }}
    />
  );
}
