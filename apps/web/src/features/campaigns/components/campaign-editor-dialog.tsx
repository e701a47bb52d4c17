import { Suspense, useId, useState, type ComponentType } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import { campaignDraft, type Campaign, type CampaignAudience, type CampaignDraft } from '@maple/shared/schemas/campaigns';
import { FormDialog } from '@/components/form-dialog';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useCreateCampaign, useUpdateCampaign } from '../api/campaign-queries';
import { AudienceFields, type AgentOption } from './audience-fields';

/** What the page composing this view gives it: the agents to filter by, and the blog's safe Markdown renderer for the preview. */
export type CampaignViewParts = { agents: readonly AgentOption[] | undefined; Markdown: ComponentType<{ source: string }> };

// The audience's filters are preprocessed (an empty choice is none), so zod's input type is wider than the draft's.
const resolver = zodResolver(campaignDraft) as unknown as Resolver<CampaignDraft, unknown, CampaignDraft>;

/**
 * Compose or edit a draft (issue 40 §6): subject, Markdown body with a preview in the blog's
 * renderer, and the audience with how many it reaches now and who it leaves out and why.
 */
export function CampaignEditorDialog({ campaign, onClose, parts }: { campaign: Campaign | null; onClose: () => void; parts: CampaignViewParts }) {
  const { Markdown } = parts;
  const id = useId();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [preview, setPreview] = useState(false);
  const form = useServerForm<CampaignDraft, CampaignDraft, Campaign>({
    resolver,
    defaultValues: campaign ? { subject: campaign.subject, body: campaign.body, audience: campaign.audience } : { subject: '', body: '', audience: { kind: 'subscribers' } },
    submit: (draft) => (campaign ? update.mutateAsync({ id: campaign.id, draft }) : create.mutateAsync(draft)),
    messages: { saved: campaign ? m.saved : m.created, failed: m.saveFailed },
    onSaved: onClose,
  });
  const audience = form.watch('audience');
  const body = form.watch('body');
  const subjectId = `${id}-subject`;
  const bodyId = `${id}-body`;
  return (
    <FormDialog form={form} title={campaign ? m.editTitle : m.createTitle} onClose={onClose} submitLabel={m.save} className="max-w-3xl">
      <FormField id={subjectId} label={m.subject} error={form.fieldError('subject')}>
        <Input id={subjectId} maxLength={200} {...fieldAria(subjectId, { error: !!form.fieldError('subject') })} {...form.register('subject')} />
      </FormField>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{preview ? m.previewLabel : m.body}</span>
        <Button type="button" variant="outline" size="sm" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {preview ? m.edit : m.preview}
        </Button>
      </div>
      {preview ? (
        <div aria-label={m.previewLabel} className="max-h-96 overflow-y-auto rounded-md border bg-muted/30 p-4">
          {body.trim() ? (
            <Suspense fallback={<Skeleton className="h-24" />}>
              <Markdown source={body} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">{m.previewEmpty}</p>
          )}
        </div>
      ) : (
        <FormField id={bodyId} label={<span className="sr-only">{m.body}</span>} hint={m.bodyHint} error={form.fieldError('body')}>
          <Textarea id={bodyId} rows={10} className="font-mono text-sm" {...fieldAria(bodyId, { hint: true, error: !!form.fieldError('body') })} {...form.register('body')} />
        </FormField>
      )}
      <AudienceFields agents={parts.agents} audience={audience} onChange={(next: CampaignAudience) => form.setValue('audience', next, { shouldDirty: true })} />
    </FormDialog>
  );
}
