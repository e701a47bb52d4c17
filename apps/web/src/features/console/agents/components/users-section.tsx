import { useId, useState } from 'react';
import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { usersMessages as m } from '@maple/shared/messages/users';
import type { AdminUser } from '@maple/shared/schemas/users';
import { useMe } from '@/features/auth/api/me-queries';
import { useSendPasswordLink, useSetUserDisabled, useUsers, usersPageSize } from '@/features/users/api/user-queries';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedList } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { fillMessage } from '@/lib/message-template';

const listMessages = {
  loading: m.loading,
  fetchFailed: m.loadFailed,
  tryAgain: m.retry,
  empty: m.empty,
  listLabel: m.title,
  listSearch: m.searchLabel,
  listSearchPlaceholder: m.searchPlaceholder,
  listPagination: m.views.users,
};

/**
 * The Agents tab's "Sign-in users" view (issue 20): everyone who can sign in, with their last
 * sign-in, two-factor and whether their sign-in is enabled; disable or enable it (after a
 * confirmation) and send a reset link. Paged by the server, page and search in the URL.
 */
export function UsersSection() {
  const id = useId();
  const paging = useListPage();
  const users = useUsers({ page: paging.page, pageSize: usersPageSize, q: paging.q });
  const me = useMe();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const setDisabled = useSetUserDisabled();
  const sendLink = useSendPasswordLink();

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

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.intro}</p>
      </div>
      <PagedList
        query={users}
        messages={listMessages}
        paging={paging}
        pageSize={usersPageSize}
        frame={(rows, busy) => (
          <ul className="flex flex-col divide-y rounded-lg border bg-background" aria-label={m.title} aria-busy={busy}>
            {rows}
          </ul>
        )}
      >
        {(items) =>
          items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === me.data?.user.id}
              sending={sendLink.isPending && sendLink.variables?.id === user.id}
              onToggle={() => setConfirming(user)}
              onSendLink={() => send(user)}
            />
          ))
        }
      </PagedList>

      {/* Disabling is undone by enabling again, so neither question is drawn as a destructive one. */}
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? fillMessage(confirming.disabled ? m.enableTitle : m.disableTitle, { name: confirming.name }) : ''}
        description={confirming?.disabled ? m.enableText : m.disableText}
        confirmLabel={setDisabled.isPending ? (confirming?.disabled ? m.enabling : m.disabling) : confirming?.disabled ? m.enable : m.disable}
        cancelLabel={m.cancel}
        busy={setDisabled.isPending}
        tone="default"
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
