import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import type { NewsConfigView } from '@maple/shared/schemas/news';
import { useNewsConfig, useSaveNewsConfig, useTestNewsConfig } from '@/features/news-articles/api/news-config-queries';
import { isApiError } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';

type Field = 'appId' | 'appKey' | 'accessToken' | 'userId';
type Values = Record<Field, string> & { isActive: boolean };

const fields: { id: Field; label: string; secret: boolean }[] = [
  { id: 'appId', label: m.appId, secret: false },
  { id: 'appKey', label: m.appKey, secret: true },
  { id: 'accessToken', label: m.accessToken, secret: true },
  { id: 'userId', label: m.userId, secret: false },
];

const secretSet = (config: NewsConfigView, field: Field) => (field === 'appKey' ? config.appKeySet : field === 'accessToken' ? config.accessTokenSet : false);

/** The spec's four fields (all required) and the connection test; secrets are never shown back. */
export function InoreaderConfigForm() {
  const { data: config, isPending, isError } = useNewsConfig();
  if (isPending) return <PageSpinner minHeight="min-h-48" />;
  if (isError || !config) return <p role="alert" className="text-destructive">{m.loadFailed}</p>;
  return <ConfigForm key={config.updatedAt ?? 'new'} config={config} />;
}

function ConfigForm({ config }: { config: NewsConfigView }) {
  const [values, setValues] = useState<Values>({ appId: config.appId, appKey: '', accessToken: '', userId: config.userId, isActive: config.configured ? config.isActive : true });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'unknown' | 'success' | 'error'>('unknown');
  const save = useSaveNewsConfig();
  const test = useTestNewsConfig();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = fields.filter((f) => !values[f.id].trim() && !(f.secret && secretSet(config, f.id)));
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f.id, m.required])));
      toast.error(m.required);
      return;
    }
    setErrors({});
    // The promise rather than mutate's callbacks: the saved configuration re-keys this form, and a
    // remounted form would never hear mutate's onSuccess.
    save.mutateAsync(values).then(
      () => toast.success(m.saved),
      (error: unknown) => {
        if (isApiError(error) && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
        toast.error(isApiError(error) ? error.message : m.saveFailed);
      },
    );
  };

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
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) => {
            const isSet = f.secret && secretSet(config, f.id);
            return (
              <FormField key={f.id} id={`inoreader-${f.id}`} label={f.label} hint={f.secret ? (isSet ? m.secretSet : m.secretNotSet) : undefined} error={errors[f.id]}>
                <Input
                  id={`inoreader-${f.id}`}
                  type={f.secret ? 'password' : 'text'}
                  autoComplete="off"
                  required={!isSet}
                  value={values[f.id]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.id]: e.target.value }))}
                  {...fieldAria(`inoreader-${f.id}`, { hint: f.secret, error: Boolean(errors[f.id]) })}
                />
              </FormField>
            );
          })}
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="size-4" checked={values.isActive} onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))} />
            {m.isActive}
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? m.saving : m.save}
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
