import { useState } from 'react';
import { Link } from '@/lib/localized-router';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { passwordMessages } from '@maple/shared/messages/password';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useConfirmEmail } from '../api/recovery-mutations';
import { FormAlert, FormDone } from './form-refusal';

const m = passwordMessages.email;

/**
 * The page the confirmation link opens. Nothing happens until the person presses the button: a
 * mail scanner that follows links (and even runs the page) never changes a sign-in email.
 */
export function ConfirmEmailPanel({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const [alert, setAlert] = useState<string | null>(null);

  if (confirm.isSuccess) {
    return (
      <FormDone title={m.confirmedTitle}>
        <p className="[overflow-wrap:anywhere]">{fillMessage(m.confirmed, { email: confirm.data.email })}</p>
        <Link to="/account" className="font-medium text-navy-700 underline underline-offset-4">
          {m.toAccount}
        </Link>
      </FormDone>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">{m.confirmIntro}</p>
      <FormAlert message={alert} />
      <Button
        size="lg"
        className="w-full"
        disabled={confirm.isPending}
        onClick={() => {
          setAlert(null);
          confirm.mutate(token, { onError: (cause) => setAlert(isApiError(cause) && cause.status > 0 && cause.status < 500 ? cause.message : m.confirmInvalid) });
        }}
      >
        {confirm.isPending ? m.confirmBusy : m.confirmSubmit}
      </Button>
    </div>
  );
}
