import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { languages, languageTags } from '@maple/shared/i18n/languages';
import { personLanguageMessages } from '@maple/shared/messages/person-language';
import { updateMeInput, type Me, type UpdateMeInput } from '@maple/shared/schemas/me';
import { useServerForm } from '@/components/form/use-server-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useUpdateMe } from '../api/me-queries';

const m = personLanguageMessages.setting;

/**
 * The Account area's language (decision 071): the back office's and the mail's. Each language's
 * texts are their own build of the app (decision 066), so a saved change reloads the page, and
 * the server serves the build of the language just chosen.
 */
export function LanguageSection({ me }: { me: Me }) {
  const id = useId();
  const titleId = `${id}-title`;
  const selectId = `${id}-language`;
  const update = useUpdateMe();
  const form = useServerForm({
    resolver: zodResolver(updateMeInput),
    defaultValues: { language: me.user.language } satisfies UpdateMeInput,
    submit: (values: UpdateMeInput) => update.mutateAsync(values),
    messages: { saved: m.saved, failed: m.failed },
    onSaved: (saved) => {
      if (saved.user.language !== me.user.language) window.location.reload();
    },
  });
  const error = form.fieldError('language');

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{m.title}</CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.onSubmit} className="flex max-w-md flex-col gap-4">
          <FormField id={selectId} label={m.label} error={error}>
            <NativeSelect id={selectId} {...fieldAria(selectId, { error: !!error })} {...form.register('language')}>
              {languages.map((language) => (
                // Each language is named in itself, and marked so for screen readers.
                <option key={language} value={language} lang={languageTags[language]}>
                  {m.names[language]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <SubmitButton busy={form.busy} busyLabel={m.busy} size="default" className="self-start">
            {m.submit}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
