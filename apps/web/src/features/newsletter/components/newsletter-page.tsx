import { useId } from 'react';
import { Mail } from 'lucide-react';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { leadsMessages } from '@maple/shared/messages/leads';
import { newsletterConsentWording } from '@maple/shared/consent-wording';
import { newsletterMessages } from '@maple/shared/messages/newsletter';
import { pagesMessages } from '@maple/shared/messages/pages';
import { subscriptionsMessages } from '@maple/shared/messages/subscriptions';
import { newsletterLead, type NewsletterLead } from '@maple/shared/schemas/leads';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/features/leads/components/honeypot-input';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { currentPagePath, leadFormResolver } from '@/features/leads/lead-form';
import { useSite } from '@/features/site/api/site-queries';
import { useLeadForm } from '@/features/leads/hooks/use-lead-form';
import { usePageTitle } from '@/features/site/hooks/use-page-title';

const m = newsletterMessages;

interface NewsletterValues {
  email: string;
  company_url: string;
}

const empty: NewsletterValues = { email: '', company_url: '' };
const resolver = leadFormResolver(newsletterLead, (values: NewsletterValues) => ({ kind: 'newsletter', ...values, page: currentPagePath() }));

/**
 * /newsletter: one email field, and above the button who is asking, for what, and that consent
 * can be withdrawn (issue 26, a departure from the spec: decision 046). The server stores the
 * same words, filled from the same settings, as the consent's wording, once the address's owner
 * confirms from the mailed link (decision 058).
 */
export function NewsletterPage() {
  usePageTitle(pagesMessages.newsletter);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
    send,
    request,
    fieldError,
  } = useLeadForm<NewsletterValues, NewsletterLead>({
    resolver,
    empty,
    fields: ['email'],
    // Nothing is subscribed until the mailed link is used (decision 058, a departure from the spec's text).
    successText: subscriptionsMessages.checkInbox,
    failureText: leadsMessages.newsletterFailed,
  });
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;
  const { data: site } = useSite();

  return (
    <div className="flex flex-1 items-start justify-center bg-navy-50 px-4 py-12 sm:px-6 sm:py-20">
      <div className="flex w-full max-w-xl flex-col gap-6 rounded-xl border bg-background p-6 shadow-sm sm:p-10">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-maple-50 text-maple-700">
          <Mail className="size-6" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.intro}</p>
        </div>
        <form noValidate onSubmit={handleSubmit(send)} className="relative flex flex-col gap-4">
          <FormField id={emailId} label={m.email} error={fieldError('email')} className="flex-1">
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              required
              aria-required="true"
              {...fieldAria(emailId, { error: !!errors.email })}
              {...register('email')}
            />
          </FormField>
          <HoneypotInput label={leadFormsMessages.honeypot} {...register('company_url')} />
          <div className="flex flex-col gap-3 sm:basis-full">
            {site ? (
              <p id={consentId} className="text-sm text-muted-foreground">
                {newsletterConsentWording(site)}
              </p>
            ) : null}
            <SubmitButton busy={request.isPending} busyLabel={m.busy} aria-describedby={site ? consentId : undefined} className="w-full sm:w-auto sm:self-start">
              {m.submit}
            </SubmitButton>
          </div>
        </form>
        <PrivacyNotice form="newsletter" />
      </div>
    </div>
  );
}
