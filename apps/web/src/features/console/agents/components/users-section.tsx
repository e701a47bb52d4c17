import { useEffect, useId, useState } from 'react';
import { ChevronLeft, ChevronRight, KeyRound, UserCheck, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { usersMessages as m } from '@maple/shared/messages/users';
import type { AdminUser } from '@maple/shared/schemas/users';
import { useMe } from '@/features/auth/api/me-queries';
import { useSendPasswordLink, useSetUserDisabled, useUsers } from '@/features/users/api/user-queries';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { fillMessage } from '@/lib/message-template';

const pageSize = 25;

/**
 * The Agents tab's "Sign-in users" view (issue 20): everyone who can sign in, with their last
 * sign-in, two-factor and whether their sign-in is enabled; disable or enable it (after a
 * confirmation) and send a reset link.
 */
export function UsersSection() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ page: 1, pageSize, q: '' });
  const users = useUsers(query);
  const me = useMe();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const setDisabled = useSetUserDisabled();
  const sendLink = useSendPasswordLink();

  // Typing narrows the list after a short pause, from the first page.
  useEffect(() => {
    const q = search.trim();
    if (q === query.q) return;
    const timer = setTimeout(() => setQuery({ page: 1, pageSize, q }), 350);
    return () => clearTimeout(timer);
  }, [search, query.q]);

  const toggle = (user: AdminUser) =>
    setDisabled.mutate(
      { user, disabled: !user.disabled },
      {
        onSuccess: (saved) => {
          setConfirming(null);
          toast.success(fillMessage(saved.disabled ? m.disabledToast : m.enabledToast, { name: saved.name }));
        },
        onError: (error) => toast.error(m.updateFailed, isApiError(error) ? { description: error.message } : undefined),
      },
    );

  const send = (user: AdminUser) =>
    sendLink.mutate(user, {
      onSuccess: (sent) => toast.success(fillMessage(sent.kind === 'invitation' ? m.invitationSent : m.resetSent, { email: sent.email })),
      onError: (error) => toast.error(m.resetFailed, isApiError(error) ? { description: error.message } : undefined),
    });

  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / pageSize)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.intro}</p>
      </div>
      <form role="search" onSubmit={(event) => (event.preventDefault(), setQuery({ page: 1, pageSize, q: search.trim() }))} className="flex max-w-sm flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{m.searchLabel}</Label>
        <Input id={`${id}-q`} type="search" placeholder={m.searchPlaceholder} value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
      </form>

      {users.isPending ? (
        <LoadingState label={m.loading} />
      ) : users.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-background p-4">
          <p className="font-medium text-destructive">{m.loadFailed}</p>
          <p className="text-sm text-muted-foreground">{users.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : users.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-8 text-center text-muted-foreground">{m.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {users.data.total === 1 ? m.totalOne : fillMessage(m.total, { count: users.data.total })}
          </p>
          <ul className="flex flex-col divide-y rounded-lg border bg-background">
            {users.data.items.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me.data?.user.id}
                sending={sendLink.isPending && sendLink.variables?.id === user.id}
                onToggle={() => setConfirming(user)}
                onSendLink={() => send(user)}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={m.views.users} className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
                <ChevronLeft aria-hidden="true" />
                {m.previous}
              </Button>
              <p className="text-sm text-muted-foreground">{fillMessage(m.page, { page: query.page, pages })}</p>
              <Button variant="outline" size="sm" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
                {m.next}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? fillMessage(confirming.disabled ? m.enableTitle : m.disableTitle, { name: confirming.name }) : ''}
        description={confirming?.disabled ? m.enableText : m.disableText}
        confirmLabel={setDisabled.isPending ? (confirming?.disabled ? m.enabling : m.disabling) : confirming?.disabled ? m.enable : m.disable}
        cancelLabel={m.cancel}
        busy={setDisabled.isPending}
        onConfirm={() => confirming && toggle(confirming)}
      />
    </section>
  );
}

function UserRow({ user, isSelf, sending, onToggle, onSendLink }: { user: AdminUser; isSelf: boolean; sending: boolean; onToggle: () => void; onSendLink: () => void }) {
  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{user.name}</span>
          <Badge variant="secondary">{m.roles[user.role]}</Badge>
          {isSelf ? <Badge variant="outline">{m.you}</Badge> : null}
        </p>
        <p className="text-sm break-all text-muted-foreground">{user.email}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-5">
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-muted-foreground">{m.columns.lastSignIn}</dt>
            <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : user.passwordSet ? m.never : m.invitationPending}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-muted-foreground">{m.columns.twoFactor}</dt>
            <dd>{user.twoFactorEnabled ? m.twoFactorOn : m.twoFactorOff}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-muted-foreground">{m.columns.status}</dt>
            <dd>
              {user.disabled ? (
                <Badge variant="outline" className="border-destructive/40 text-destructive">
                  {m.disabled}
                </Badge>
              ) : (
                <Badge variant="success">{m.enabled}</Badge>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onSendLink} disabled={sending} aria-label={fillMessage(m.sendResetLabel, { name: user.name })}>
          <KeyRound aria-hidden="true" />
          {sending ? m.sendingReset : m.sendReset}
        </Button>
        {isSelf ? null : (
          <Button variant={user.disabled ? 'secondary' : 'outline'} size="sm" onClick={onToggle} aria-label={fillMessage(user.disabled ? m.enableLabel : m.disableLabel, { name: user.name })}>
            {user.disabled ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
            {user.disabled ? m.enable : m.disable}
          </Button>
        )}
      </div>
    </li>
  );
}
