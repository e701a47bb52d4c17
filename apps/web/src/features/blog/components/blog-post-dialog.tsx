import { useId } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { blogMessages as m } from '@maple/shared/messages/blog';
import type { BlogPost } from '@maple/shared/schemas/blog';
import { toBlogSlug } from '@maple/shared/slug';
import { FileUpload } from '@/components/file-upload/file-upload';
import { useServerForm } from '@/components/form/use-server-form';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useSaveBlogPost, type BlogAudience, type SaveBlogPost } from '../api/manage-blog-posts';
import { blogPostResolver, blogPostValues, type BlogPostBody, type BlogPostValues } from '../blog-post-form-values';
import { bilingualContentMessages as bm } from '@maple/shared/messages/bilingual-content';
import { BilingualColumns, frenchLabel } from '@/components/bilingual-columns';
import { MarkdownContent } from './markdown-content';

export type AuthorOption = { id: string; name: string };

type BlogPostDialogProps = {
  audience: BlogAudience;
  /** The post to edit, or null to write a new one. */
  post: BlogPost | null;
  onClose: () => void;
  /** The console's author choices (besides the brokerage). */
  authorOptions?: AuthorOption[];
};

/**
 * Create or edit a post. The console also sets the slug (made from the title until edited), the
 * excerpt (required there) and the author; the dashboard may publish at once on creation.
 * Content is Markdown with a live preview rendered exactly as the public post renders it.
 * Rendered only while open, so each opening starts from the post as stored.
 */
export function BlogPostDialog({ audience, post, onClose, authorOptions = [] }: BlogPostDialogProps) {
  const id = useId();
  const fid = (name: keyof BlogPostValues) => `${id}-${name}`;
  const creating = post === null;
  const admin = audience === 'admin';
  const save = useSaveBlogPost();
  const form = useServerForm({
    resolver: blogPostResolver(audience, creating),
    defaultValues: blogPostValues(post),
    submit: (body: BlogPostBody) => save.mutateAsync({ audience, id: post?.id, body } as SaveBlogPost),
    messages: { saved: creating ? m.created : m.updated, failed: creating && !admin ? m.createFailed : m.saveFailed },
    onSaved: onClose,
  });
  const { register, control, fieldError } = form;
  const content = useWatch({ control, name: 'content' });
  const contentFr = useWatch({ control, name: 'contentFr' });

  const aria = (name: keyof BlogPostValues, hint = false) => fieldAria(fid(name), { hint, error: !!fieldError(name as Path<BlogPostValues>) });
  const text = (name: 'title' | 'slug' | 'seoKeywords' | 'titleFr' | 'slugFr', label: string, extra: { hint?: string; required?: boolean; optional?: boolean } = {}) => (
    <FormField id={fid(name)} label={label} hint={extra.hint} optional={extra.optional} error={fieldError(name)}>
      <Input
        id={fid(name)}
        required={extra.required}
        aria-required={extra.required || undefined}
        {...aria(name, !!extra.hint)}
        {...register(name, {
          // A new post's slug follows the title until someone types in it (set here without marking it typed in).
          onChange: (event: { target: { value: string } }) => {
            if (name === 'title' && admin && creating && !form.getFieldState('slug', form.formState).isDirty) form.setValue('slug', toBlogSlug(event.target.value), { shouldValidate: form.formState.isSubmitted });
          },
        })}
      />
    </FormField>
  );

  return (
    <FormDialog
      form={form}
      title={post ? m.editPost : m.newPost}
      description={m.contentHint}
      className="max-w-5xl"
      onClose={onClose}
      submitLabel={creating ? m.createPost : m.saveChanges}
      busyLabel={m.saving}
      cancelLabel={m.cancel}
    >
      <div className="flex flex-col gap-5">
        <BilingualColumns
          english={
            <>
              {text('title', m.title, { required: true })}
              {admin ? text('slug', m.slug, { required: true, hint: m.slugHint }) : null}
              <FormField id={fid('excerpt')} label={m.excerpt} optional={!admin} hint={admin ? undefined : m.excerptHint} error={fieldError('excerpt')}>
                <Textarea id={fid('excerpt')} rows={2} required={admin} aria-required={admin || undefined} {...aria('excerpt', !admin)} {...register('excerpt')} />
              </FormField>
              <FormField id={fid('content')} label={m.content} error={fieldError('content')}>
                <Textarea id={fid('content')} rows={14} className="font-mono text-sm" required aria-required {...aria('content')} {...register('content')} />
              </FormField>
            </>
          }
          french={
            <>
              {text('titleFr', frenchLabel(m.title), { optional: true })}
              {admin ? text('slugFr', bm.frenchSlug, { optional: true, hint: bm.frenchSlugHint }) : null}
              <FormField id={fid('excerptFr')} label={frenchLabel(m.excerpt)} optional error={fieldError('excerptFr')}>
                <Textarea id={fid('excerptFr')} rows={2} {...aria('excerptFr')} {...register('excerptFr')} />
              </FormField>
              <FormField id={fid('contentFr')} label={frenchLabel(m.content)} optional error={fieldError('contentFr')}>
                <Textarea id={fid('contentFr')} rows={14} className="font-mono text-sm" {...aria('contentFr')} {...register('contentFr')} />
              </FormField>
            </>
          }
        />
        {admin ? (
          <div className="grid gap-4 md:grid-cols-2">
            <FormField id={fid('agentId')} label={m.author} error={fieldError('agentId')}>
              <NativeSelect id={fid('agentId')} {...aria('agentId')} {...register('agentId')}>
                <option value="">{m.authorBrokerage}</option>
                {authorOptions.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <section aria-labelledby={`${id}-preview`} className="flex min-w-0 flex-col gap-1.5">
            <h3 id={`${id}-preview`} className="text-sm font-medium">
              {m.preview}
            </h3>
            <div className="max-h-96 min-h-40 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm [overflow-wrap:anywhere]">
              {content.trim() ? <MarkdownContent source={content} /> : <p className="text-muted-foreground">{m.previewEmpty}</p>}
            </div>
          </section>
          {contentFr.trim() ? (
            <section aria-labelledby={`${id}-preview-fr`} className="flex min-w-0 flex-col gap-1.5">
              <h3 id={`${id}-preview-fr`} className="text-sm font-medium">
                {frenchLabel(m.preview)}
              </h3>
              <div lang="fr-CA" className="max-h-96 min-h-40 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm [overflow-wrap:anywhere]">
                <MarkdownContent source={contentFr} />
              </div>
            </section>
          ) : null}
        </div>
        <Controller
          control={control}
          name="featuredImageUrl"
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <FileUpload
                label={m.featuredImage}
                endpoint={admin ? '/api/admin/uploads/blog-images' : '/api/me/uploads/blog-images'}
                kind="image"
                previewUrl={field.value}
                successMessage={m.imageUploaded}
                failureMessage={m.imageUploadFailed}
                onUploaded={(answer) => field.onChange((answer as { url: string }).url)}
              />
              {fieldError('featuredImageUrl') ? <p className="text-sm text-destructive">{fieldError('featuredImageUrl')}</p> : null}
              {field.value ? (
                <Button variant="outline" size="sm" className="self-start" onClick={() => field.onChange(null)}>
                  {m.removeImage}
                </Button>
              ) : null}
            </div>
          )}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id={fid('seoDescription')} label={m.seoDescription} optional error={fieldError('seoDescription')}>
            <Textarea id={fid('seoDescription')} rows={2} {...aria('seoDescription')} {...register('seoDescription')} />
          </FormField>
          {text('seoKeywords', m.seoKeywords, { optional: true })}
        </div>
        {!admin && creating ? (
          <div className="flex items-center gap-3">
            <input id={fid('publishImmediately')} type="checkbox" className="size-5 accent-maple-700" {...register('publishImmediately')} />
            <label htmlFor={fid('publishImmediately')} className="text-sm">
              {m.publishImmediately}
            </label>
          </div>
        ) : null}
      </div>
    </FormDialog>
  );
}
