import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { blogMessages as m } from '@maple/shared/messages/blog';
import { adminBlogPostInput, myBlogPostInput, type BlogPost } from '@maple/shared/schemas/blog';
import { toBlogSlug } from '@maple/shared/slug';
import { FileUpload } from '@/components/file-upload/file-upload';
import { Button } from '@/components/ui/button';
import { useChangedFrom, useDialogGuard, useUnsavedChanges } from '@/components/unsaved-changes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useSaveBlogPost, type BlogAudience } from '../api/manage-blog-posts';
import { MarkdownContent } from './markdown-content';

export type AuthorOption = { id: string; name: string };

type Values = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImageUrl: string | null;
  agentId: string;
  seoDescription: string;
  seoKeywords: string;
  publishImmediately: boolean;
};
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (post: BlogPost | null): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  featuredImageUrl: post?.featuredImageUrl ?? null,
  agentId: post?.agentId ?? '',
  seoDescription: post?.seoSettings.description ?? '',
  seoKeywords: post?.seoSettings.keywords ?? '',
  publishImmediately: false,
});

function bodyFor(audience: BlogAudience, values: Values, creating: boolean) {
  const common = {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    featuredImageUrl: values.featuredImageUrl,
    seoDescription: values.seoDescription,
    seoKeywords: values.seoKeywords,
  };
  if (audience === 'admin') return { ...common, slug: values.slug, agentId: values.agentId || null };
  return creating ? { ...common, publishImmediately: values.publishImmediately } : common;
}

const firstErrors = (error: z.ZodError): Errors =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse()) as Errors;

type BlogPostDialogProps = {
  audience: BlogAudience;
  /** The post to edit, or null to write a new one. */
  post: BlogPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The console's author choices (besides the brokerage). */
  authorOptions?: AuthorOption[];
};

/**
 * Create or edit a post. The console also sets the slug (made from the title until edited), the
 * excerpt (required there) and the author; the dashboard may publish at once on creation.
 * Content is Markdown with a live preview rendered exactly as the public post renders it.
 */
export function BlogPostDialog({ audience, post, open, onOpenChange, authorOptions = [] }: BlogPostDialogProps) {
  const guard = useDialogGuard(() => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}>
      {guard.confirm}
      <DialogContent className="max-w-5xl">
        <DialogTitle>{post ? m.editPost : m.newPost}</DialogTitle>
        <DialogDescription>{m.contentHint}</DialogDescription>
        {/* Keyed so reopening starts from the post as stored, not from a half-typed earlier draft. */}
        <guard.Scope>
          {open ? <BlogPostForm key={post?.id ?? 'new'} audience={audience} post={post} authorOptions={authorOptions} onDone={() => onOpenChange(false)} /> : null}
        </guard.Scope>
      </DialogContent>
    </Dialog>
  );
}

function BlogPostForm({ audience, post, authorOptions, onDone }: { audience: BlogAudience; post: BlogPost | null; authorOptions: AuthorOption[]; onDone: () => void }) {
  const id = useId();
  const fid = (name: keyof Values) => `${id}-${name}`;
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  useUnsavedChanges(useChangedFrom(values));
  const [errors, setErrors] = useState<Errors>({});
  // The console's slug follows the title until someone types in it (or the post already has one).
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const save = useSaveBlogPost();
  const creating = post === null;
  const admin = audience === 'admin';

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'title' && admin && !slugTouched ? { slug: toBlogSlug(String(value)) } : {}) }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyFor(audience, values, creating);
    const check = (admin ? adminBlogPostInput : myBlogPostInput.partial({ publishImmediately: true })).safeParse(body);
    if (!check.success) return setErrors(firstErrors(check.error));
    const failure = creating && !admin ? m.createFailed : m.saveFailed;
    save.mutate(
      admin ? { audience: 'admin', id: post?.id, body: body as z.input<typeof adminBlogPostInput> } : { audience: 'me', id: post?.id, body },
      {
        onSuccess: () => {
          toast.success(creating ? m.created : m.updated);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])) as Errors);
          toast.error(failure, { description: error.message });
        },
      },
    );
  }

  const text = (name: 'title' | 'slug' | 'seoKeywords', label: string, extra: { hint?: string; required?: boolean; optional?: boolean } = {}) => (
    <FormField id={fid(name)} label={label} hint={extra.hint} optional={extra.optional} error={errors[name]}>
      <Input
        id={fid(name)}
        value={values[name]}
        required={extra.required}
        aria-required={extra.required || undefined}
        {...fieldAria(fid(name), { hint: !!extra.hint, error: !!errors[name] })}
        onChange={(e) => {
          if (name === 'slug') setSlugTouched(true);
          set(name, e.target.value);
        }}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        {text('title', m.title, { required: true })}
        {admin ? text('slug', m.slug, { required: true, hint: m.slugHint }) : null}
        {admin ? (
          <FormField id={fid('agentId')} label={m.author} error={errors.agentId}>
            <NativeSelect id={fid('agentId')} value={values.agentId} onChange={(e) => set('agentId', e.target.value)} {...fieldAria(fid('agentId'), { error: !!errors.agentId })}>
              <option value="">{m.authorBrokerage}</option>
              {authorOptions.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
      </div>
      <FormField id={fid('excerpt')} label={m.excerpt} optional={!admin} hint={admin ? undefined : m.excerptHint} error={errors.excerpt}>
        <Textarea
          id={fid('excerpt')}
          rows={2}
          value={values.excerpt}
          required={admin}
          aria-required={admin || undefined}
          {...fieldAria(fid('excerpt'), { hint: !admin, error: !!errors.excerpt })}
          onChange={(e) => set('excerpt', e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={fid('content')} label={m.content} error={errors.content}>
          <Textarea
            id={fid('content')}
            rows={14}
            className="font-mono text-sm"
            value={values.content}
            required
            aria-required
            {...fieldAria(fid('content'), { error: !!errors.content })}
            onChange={(e) => set('content', e.target.value)}
          />
        </FormField>
        <section aria-labelledby={`${id}-preview`} className="flex min-w-0 flex-col gap-1.5">
          <h3 id={`${id}-preview`} className="text-sm font-medium">
            {m.preview}
          </h3>
          <div className="max-h-96 min-h-40 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm">
            {values.content.trim() ? <MarkdownContent source={values.content} /> : <p className="text-muted-foreground">{m.previewEmpty}</p>}
          </div>
        </section>
      </div>
      <div className="flex flex-col gap-2">
        <FileUpload
          label={m.featuredImage}
          endpoint={admin ? '/api/admin/uploads/blog-images' : '/api/me/uploads/blog-images'}
          kind="image"
          previewUrl={values.featuredImageUrl}
          successMessage={m.imageUploaded}
          failureMessage={m.imageUploadFailed}
          onUploaded={(answer) => set('featuredImageUrl', (answer as { url: string }).url)}
        />
        {errors.featuredImageUrl ? <p className="text-sm text-destructive">{errors.featuredImageUrl}</p> : null}
        {values.featuredImageUrl ? (
          <Button variant="outline" size="sm" className="self-start" onClick={() => set('featuredImageUrl', null)}>
            {m.removeImage}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={fid('seoDescription')} label={m.seoDescription} optional error={errors.seoDescription}>
          <Textarea
            id={fid('seoDescription')}
            rows={2}
            value={values.seoDescription}
            {...fieldAria(fid('seoDescription'), { error: !!errors.seoDescription })}
            onChange={(e) => set('seoDescription', e.target.value)}
          />
        </FormField>
        {text('seoKeywords', m.seoKeywords, { optional: true })}
      </div>
      {!admin && creating ? (
        <div className="flex items-center gap-3">
          <input
            id={fid('publishImmediately')}
            type="checkbox"
            className="size-5 accent-maple-700"
            checked={values.publishImmediately}
            onChange={(e) => set('publishImmediately', e.target.checked)}
          />
          <label htmlFor={fid('publishImmediately')} className="text-sm">
            {m.publishImmediately}
          </label>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {m.cancel}
        </Button>
        <SubmitButton busy={save.isPending} busyLabel={m.saving} size="default">
          {creating ? m.createPost : m.saveChanges}
        </SubmitButton>
      </div>
    </form>
  );
}
