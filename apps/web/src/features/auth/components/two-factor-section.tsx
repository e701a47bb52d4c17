import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@/lib/localized-router';
import { toast } from 'sonner';
import { Copy, ShieldCheck } from 'lucide-react';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import { homeForRole } from '@maple/shared/roles';
import type { Me } from '@maple/shared/schemas/me';
import {
  disableTwoFactorInput,
  enableTwoFactorInput,
  verifyTotpInput,
  type DisableTwoFactorInput,
  type EnableTwoFactorInput,
  type TwoFactorEnrolment,
  type VerifyTotpInput,
} from '@maple/shared/schemas/two-factor';
import { useServerForm } from '@/components/form/use-server-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useConfirmTwoFactor, useDisableTwoFactor, useNewRecoveryCodes, useStartTwoFactor } from '../api/two-factor';
import { useSignOut } from '../hooks/use-sign-out';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

/**
 * The Account area's two-factor sign-in (issue 20; back-office §7): set it up (password, then
 * the QR code and key, then a first code), see the ten recovery codes once, get new ones, or turn
 * it off with the password and a code. When the brokerage requires it and this staff account has
 * none, this section is the whole page until it is done.
 */
export function TwoFactorSection({ me }: { me: Me }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[] | null>(null);
  // Whether this visit began with enrolment required: once done, offer the way back to work.
  const [wasRequired] = useState(me.mustEnrolTwoFactor);
  const enabled = me.user.twoFactorEnabled;

  const codesDone = () => {
    setCodes(null);
    if (wasRequired) void navigate(homeForRole(me.user.role));
  };

  return (
    <Card role="region" aria-labelledby={titleId} className={me.mustEnrolTwoFactor ? 'border-amber-400' : undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId}>{me.mustEnrolTwoFactor ? m.requiredTitle : m.title}</CardTitle>
          <Badge variant={enabled ? 'success' : 'outline'}>{enabled ? m.statusOn : m.statusOff}</Badge>
        </div>
        <CardDescription>{me.mustEnrolTwoFactor ? m.requiredIntro : enabled ? m.enabledSummary : m.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {codes ? (
          <RecoveryCodes email={me.user.email} codes={codes} onDone={codesDone} />
        ) : enabled ? (
          <EnabledActions onNewCodes={setCodes} />
        ) : (
          <Enrolment required={me.mustEnrolTwoFactor} onEnabled={setCodes} />
        )}
        {me.mustEnrolTwoFactor ? <RequiredSignOut /> : null}
      </CardContent>
    </Card>
  );
}

function Enrolment({ required, onEnabled }: { required: boolean; onEnabled: (codes: string[]) => void }) {
  // Required: the password form straight away, there is nothing else to do on this page.
  const [step, setStep] = useState<'idle' | 'password' | TwoFactorEnrolment>(required ? 'password' : 'idle');
  if (step === 'idle') {
    return (
      <Button className="self-start" onClick={() => setStep('password')}>
        <ShieldCheck aria-hidden="true" />
        {m.start}
      </Button>
    );
  }
  if (step === 'password') return <StartForm onStarted={setStep} onCancel={required ? undefined : () => setStep('idle')} />;
  return <ScanAndConfirm enrolment={step} onConfirmed={() => onEnabled(step.backupCodes)} onCancel={required ? undefined : () => setStep('idle')} />;
}

function StartForm({ onStarted, onCancel }: { onStarted: (enrolment: TwoFactorEnrolment) => void; onCancel?: () => void }) {
  const start = useStartTwoFactor();
  return <PasswordForm hint={m.passwordHint} submitLabel={m.continue} send={start.mutateAsync} onDone={onStarted} onCancel={onCancel} />;
}

/**
 * The password step that starts enrolment, and the one that replaces the recovery codes: one form
 * on the kit's useServerForm (a wrong password on its field, anything else in the failure toast).
 * A typed password is no unsaved edit to guard.
 */
function PasswordForm<Result>({ hint, submitLabel, send, onDone, onCancel, saved }: { hint: string; submitLabel: string; send: (body: EnableTwoFactorInput) => Promise<Result>; onDone: (result: Result) => void; onCancel?: () => void; saved?: string }) {
  const id = useId();
  const form = useServerForm({
    resolver: zodResolver(enableTwoFactorInput),
    defaultValues: { password: '' },
    submit: send,
    messages: { saved, failed: m.failed },
    onSaved: onDone,
    guard: false,
  });
  const error = form.fieldError('password');

  return (
    <form noValidate onSubmit={form.onSubmit} className="flex max-w-sm flex-col gap-4">
      <FormField id={`${id}-password`} label={m.passwordLabel} hint={hint} error={error}>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          {...fieldAria(`${id}-password`, { hint: true, error: !!error })}
          {...form.register('password')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="default" busy={form.busy} busyLabel={m.busy}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** `ABCD EFGH …`: the key in groups of four, easier to read and type (spaces are ignored by apps). */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

function ScanAndConfirm({ enrolment, onConfirmed, onCancel }: { enrolment: TwoFactorEnrolment; onConfirmed: () => void; onCancel?: () => void }) {
  const id = useId();
  const confirm = useConfirmTwoFactor();
  const form = useServerForm({
    resolver: zodResolver(verifyTotpInput),
    defaultValues: { code: '' },
    submit: (values: VerifyTotpInput) => confirm.mutateAsync(values),
    messages: { saved: m.enabled, failed: m.failed },
    onSaved: onConfirmed,
    guard: false,
  });
  const error = form.fieldError('code');

  const copy = () =>
    void navigator.clipboard.writeText(enrolment.secret).then(
      () => toast.success(m.copied),
      () => undefined,
    );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold text-navy-900">{m.scanTitle}</h3>
        <p className="text-sm text-muted-foreground">{m.scanHint}</p>
      </div>
      <QrCode value={enrolment.totpURI} label={m.qrLabel} className="size-48 self-start rounded-md border bg-white sm:size-56" />
      <div className="flex flex-col gap-1.5">
        <p id={`${id}-key-label`} className="text-sm font-medium">
          {m.secretLabel}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code aria-labelledby={`${id}-key-label`} className="rounded-md border bg-muted px-3 py-2 font-mono text-sm tracking-wide [overflow-wrap:anywhere]">
            {grouped(enrolment.secret)}
          </code>
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            {m.copySecret}
          </Button>
        </div>
      </div>
      <form noValidate onSubmit={form.onSubmit} className="flex max-w-sm flex-col gap-4">
        <FormField id={`${id}-code`} label={m.confirmLabel} hint={m.confirmHint} error={error}>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            required
            className="font-mono tracking-widest"
            {...fieldAria(`${id}-code`, { hint: true, error: !!error })}
            {...form.register('code')}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <SubmitButton size="default" busy={form.busy} busyLabel={m.busy}>
            {m.confirm}
          </SubmitButton>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {m.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

function EnabledActions({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [open, setOpen] = useState<'none' | 'codes' | 'disable'>('none');
  if (open === 'codes') return <NewCodesForm onDone={onNewCodes} onCancel={() => setOpen('none')} />;
  if (open === 'disable') return <DisableForm onCancel={() => setOpen('none')} />;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setOpen('codes')}>
        {m.regenerate}
      </Button>
      <Button variant="outline" onClick={() => setOpen('disable')}>
        {m.disable}
      </Button>
    </div>
  );
}

function NewCodesForm({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const renew = useNewRecoveryCodes();
  return <PasswordForm hint={m.regenerateHint} submitLabel={m.regenerate} send={renew.mutateAsync} saved={m.regenerated} onDone={onDone} onCancel={onCancel} />;
}

function DisableForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const disable = useDisableTwoFactor();
  const form = useServerForm({
    resolver: zodResolver(disableTwoFactorInput),
    defaultValues: { password: '', code: '' },
    submit: (values: DisableTwoFactorInput) => disable.mutateAsync(values),
    messages: { saved: m.disabled, failed: m.failed },
    guard: false,
  });
  const errors = { password: form.fieldError('password'), code: form.fieldError('code') };
  return (
    <form noValidate onSubmit={form.onSubmit} className="flex max-w-sm flex-col gap-4" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-muted-foreground">
        {m.disableHint}
      </p>
      <FormField id={`${id}-password`} label={m.passwordLabel} error={errors.password}>
        <Input id={`${id}-password`} type="password" autoComplete="current-password" required autoFocus {...fieldAria(`${id}-password`, { error: !!errors.password })} {...form.register('password')} />
      </FormField>
      <FormField id={`${id}-code`} label={m.disableCodeLabel} error={errors.code}>
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          className="font-mono"
          {...fieldAria(`${id}-code`, { error: !!errors.code })}
          {...form.register('code')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="default" busy={form.busy} busyLabel={m.busy}>
          {m.disable}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

/** While enrolment is required, the one other way out is to sign out. */
function RequiredSignOut() {
  const { signOut, pending } = useSignOut();
  return (
    <button type="button" className="self-start rounded-sm py-1 text-left text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60" disabled={pending} onClick={() => void signOut()}>
      {m.signOut}
    </button>
  );
}
