import { useId, useState, type FormEvent } from 'react';
import { errorsMessages } from '@maple/shared/messages/errors';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { requestPortalLink } from '../portal-api';
import { portalSchemas } from '../portal-schemas';
import { PortalField } from './portal-field';
import { PortalCard } from './portal-frame';

/** A new link by email: the same answer whether or not the address has a file (decision 094). */
export function RequestLinkForm({ linkFailed, signedOut }: { linkFailed: boolean; signedOut: boolean }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { requestPortalLinkInput } = await portalSchemas();
    const parsed = requestPortalLinkInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.emailInvalid);
      return;
    }
    setError(null);
    setFailure(null);
    setState('sending');
    try {
      await requestPortalLink(parsed.data.email);
      setState('sent');
    } catch (caught) {
      setState('idle');
      const fieldError = isApiError(caught) ? caught.fields?.email : undefined;
      if (fieldError) setError(Array.isArray(fieldError) ? fieldError[0]! : fieldError);
      else setFailure(isApiError(caught) ? caught.message : errorsMessages.internal);
    }
  }

  return (
    <>
      {signedOut ? (
        <p role="status" className="rounded-md border bg-background p-3 text-sm">
          {m.signedOut}
        </p>
      ) : null}
      {linkFailed ? (
        <PortalCard title={m.linkFailedTitle} headingLevel={1}>
          <p className="text-sm text-muted-foreground">{m.linkFailed}</p>
        </PortalCard>
      ) : null}
      <PortalCard title={m.requestTitle} headingLevel={linkFailed ? 2 : 1}>
        <p className="text-sm text-muted-foreground">{m.requestIntro}</p>
        {state === 'sent' ? (
          <p role="status" className="rounded-md bg-muted p-3 text-sm">
            {m.linkRequested}
          </p>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
            <PortalField id={`${id}-email`} label={m.email} error={error} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            {failure ? (
              <p role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            ) : null}
            <Button type="submit" disabled={state === 'sending'} className="self-start">
              {state === 'sending' ? m.sending : m.sendLink}
            </Button>
          </form>
        )}
      </PortalCard>
    </>
  );
}
