import { useState } from 'react';
import { toast } from 'sonner';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import { saveNewsConfigInput, type NewsConfigView, type SaveNewsConfigInput } from '@maple/shared/schemas/news';
import { useNewsConfig, useSaveNewsConfig, useTestNewsConfig } from '@/features/news-articles/api/news-config-queries';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Field = 'appId' | 'appKey' | 'accessToken' | 'userId';
type Values = Record<Field, string> & { isActive: boolean };

const fields: { id: Field; label: string; secret: boolean }[] = [
  { id: 'appId', label: m.appId, secret: false },
  { id: 'appKey', label: m.appKey, secret: true },
  { id: 'accessToken', label: m.accessToken, secret: true },
  { id: 'userId', label: m.userId, secret: false },
];

const secretSet = (config: NewsConfigView, field: Field) => (field === 'appKey' ? config.appKeySet : field === 'accessToken' ? config.accessTokenSet : false);

/** A blank secret is left out: the stored one is kept (the server refuses a blank one that was never stored). */
const toBody = ({ appKey, accessToken, ...rest }: Values): SaveNewsConfigInput => ({ ...rest, ...(appKey.trim() && { appKey }), ...(accessToken.trim() && { accessToken }) });
const resolver = mappedResolver<Values, SaveNewsConfigInput>(saveNewsConfigInput, toBody);

/** The spec's four fields (all required) and the connection test; secrets are never shown back. */
export function InoreaderConfigForm() {
  return (
    <QueryStates query={useNewsConfig()} messages={{ loadFailed: m.loadFailed }} className="min-h-48">
      {/* The saved configuration re-keys the form: the secrets typed are gone, their "Set" hints updated. */}
      {(config) => <ConfigForm key={config.updatedAt ?? 'new'} config={config} />}
    </QueryStates>
  );
}

function ConfigForm({ config }: { config: NewsConfigView }) {
  const [status, setStatus] = useState<'unknown' | 'success' | 'error'>('unknown');
  const save = useSaveNewsConfig();
  const test = useTestNewsConfig();
  const { register, fieldError, busy, onSubmit } = useServerForm({
    resolver,
    defaultValues: { appId: config.appId, appKey: '', accessToken: '', userId: config.userId, isActive: config.configured ? config.isActive : true },
    submit: save.mutateAsync,
    messages: { saved: m.saved, failed: m.saveFailed, invalid: m.required },
  });

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) => {
        setStatus(result.success ? 'success' : 'error');
        if (result.success) toast.success(result.message);
        else toast.error(result.message);
      },
      onError: () => {
        setStatus('error');
        toast.error(m.testFailed);
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
        <CardDescription>
          {m.statusLabel}:{' '}
          <Badge variant={status === 'success' ? 'success' : status === 'error' ? 'default' : 'secondary'}>
            {status === 'success' ? m.statusSuccess : status === 'error' ? m.statusError : m.statusUnknown}
          </Badge>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) => {
            const isSet = f.secret && secretSet(config, f.id);
            return (
              <FormField key={f.id} id={`inoreader-${f.id}`} label={f.label} hint={f.secret ? (isSet ? m.secretSet : m.secretNotSet) : undefined} error={fieldError(f.id)}>
                <Input
                  id={`inoreader-${f.id}`}
                  type={f.secret ? 'password' : 'text'}
                  autoComplete="off"
                  required={!isSet}
                  {...fieldAria(`inoreader-${f.id}`, { hint: f.secret, error: Boolean(fieldError(f.id)) })}
                  {...register(f.id)}
                />
              </FormField>
            );
          })}
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="size-4" {...register('isActive')} />
            {m.isActive}
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? m.saving : m.save}
            </Button>
            <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending || !config.configured}>
              {test.isPending ? m.testing : m.test}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
