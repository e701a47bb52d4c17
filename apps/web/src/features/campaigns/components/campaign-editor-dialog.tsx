import { Suspense, useId, useState, type ComponentType } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import { campaignDraft, campaignLimits, type Campaign, type CampaignAudience, type CampaignDraft } from '@maple/shared/schemas/campaigns';
import { BilingualColumns, frenchLabel } from '@/components/bilingual-columns';
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
 * Compose or edit a draft (issue 40 §6): subject and Markdown body in English and, side by side,
 * in French (optional, both or neither: decision 111), each with a preview in the blog's renderer;
 * the audience with how many it reaches now, how many of them read French, and who it leaves out and why.
 */
export function CampaignEditorDialog({ campaign, onClose, parts }: { campaign: Campaign | null; onClose: () => void; parts: CampaignViewParts }) {
  const { Markdown } = parts;
  const id = useId();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [preview, setPreview] = useState(false);
  const form = useServerForm<CampaignDraft, CampaignDraft, Campaign>({
    resolver,
    defaultValues: campaign
      ? { subject: campaign.subject, body: campaign.body, subjectFr: campaign.subjectFr ?? '', bodyFr: campaign.bodyFr ?? '', audience: campaign.audience }
      : { subject: '', body: '', subjectFr: '', bodyFr: '', audience: { kind: 'subscribers' } },
    submit: (draft) => (campaign ? update.mutateAsync({ id: campaign.id, draft }) : create.mutateAsync(draft)),
    messages: { saved: campaign ? m.saved : m.created, failed: m.saveFailed },
    onSaved: onClose,
  });
  const audience = form.watch('audience');
  const body = form.watch('body');
  const bodyFr = form.watch('bodyFr') ?? '';
  const subjectFr = form.watch('subjectFr') ?? '';
  const fid = (name: 'subject' | 'body' | 'subjectFr' | 'bodyFr') => `${id}-${name}`;
  const subjectField = (name: 'subject' | 'subjectFr', label: string) => (
    <FormField id={fid(name)} label={label} optional={name === 'subjectFr'} error={form.fieldError(name)}>
      <Input id={fid(name)} maxLength={campaignLimits.subject} {...fieldAria(fid(name), { error: !!form.fieldError(name) })} {...form.register(name)} />
    </FormField>
  );
  // The message, or in preview its rendering by the blog's renderer (marked French in the French column).
  const bodyField = (name: 'body' | 'bodyFr', label: string, source: string) =>
    preview ? (
      <div role="region" aria-label={name === 'body' ? m.previewLabel : frenchLabel(m.previewLabel)} lang={name === 'bodyFr' ? 'fr-CA' : undefined} className="max-h-96 overflow-y-auto rounded-md border bg-muted/30 p-4">
        {source.trim() ? (
          <Suspense fallback={<Skeleton className="h-24" />}>
            <Markdown source={source} />
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">{m.previewEmpty}</p>
        )}
      </div>
    ) : (
      <FormField id={fid(name)} label={label} optional={name === 'bodyFr'} hint={name === 'body' ? m.bodyHint : undefined} error={form.fieldError(name)}>
        <Textarea id={fid(name)} rows={10} className="font-mono text-sm" {...fieldAria(fid(name), { hint: name === 'body', error: !!form.fieldError(name) })} {...form.register(name)} />
      </FormField>
    );
  return (
    <FormDialog form={form} title={campaign ? m.editTitle : m.createTitle} onClose={onClose} submitLabel={m.save} className="max-w-5xl">
      <div className="flex justify-end">
        <Button type="button" variant="outline" size="sm" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {preview ? m.edit : m.preview}
        </Button>
      </div>
      <BilingualColumns
        frenchHint={m.frenchColumnHint}
        english={
          <>
            {subjectField('subject', m.subject)}
            {bodyField('body', m.body, body)}
          </>
        }
        french={
          <>
            {subjectField('subjectFr', frenchLabel(m.subject))}
            {bodyField('bodyFr', frenchLabel(m.body), bodyFr)}
          </>
        }
      />
      <AudienceFields
        agents={parts.agents}
        audience={audience}
        hasFrench={!!subjectFr.trim() && !!bodyFr.trim()}
        onChange={(next: CampaignAudience) => form.setValue('audience', next, { shouldDirty: true })}
      />
    </FormDialog>
  );
}
