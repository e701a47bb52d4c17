import { ClipboardCheck, MailCheck, PhoneCall, Send, type LucideIcon } from 'lucide-react';
import { applicationsMessages } from '@maple/shared/messages/applications';
import { pagesMessages } from '@maple/shared/messages/pages';
import { useCan } from '@/features/auth/hooks/use-can';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { ApplicationForm } from './application-form';
import { RecentApplications } from './recent-applications';

const m = applicationsMessages;

/** The steps' icons, in the order of the message module's steps. */
const stepIcons: LucideIcon[] = [Send, MailCheck, PhoneCall, ClipboardCheck];

/**
 * /applications: the 'Apply for a Mortgage' form for everyone. The recent-applications list is for
 * the super admin only (ARCHITECTURE §8): other visitors never see it and the browser never asks for it.
 */
export function ApplicationsPage() {
  usePageTitle(pagesMessages.applications);
  const showsApplications = useCan('application:read');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 id="apply-title" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {m.formTitle}
        </h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <div className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 lg:col-span-3">
          <ApplicationForm titleId="apply-title" />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          {showsApplications ? (
            <RecentApplications />
          ) : (
            <ol className="flex flex-col gap-4 rounded-lg bg-navy-50 p-5 sm:p-6">
              {m.steps.map((step, i) => {
                const Icon = stepIcons[i] ?? Send;
                return (
                  <li key={step.title} className="flex gap-3">
                    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-background text-maple-700 [&_svg]:size-4">
                      <Icon />
                    </span>
                    <div className="flex flex-col gap-0.5">
                      <h2 className="font-semibold text-navy-900">{step.title}</h2>
                      <p className="text-sm text-muted-foreground">{step.text}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
