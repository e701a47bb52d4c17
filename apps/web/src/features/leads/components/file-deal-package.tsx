import { Download } from 'lucide-react';
import { dealPackageMessages as m } from '@maple/shared/messages/deal-package';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { buttonVariants } from '@/components/ui/button';
import type { LeadAudience } from '../api/lead-queries';

/** The deal package's downloads (issue 39 §9, decision 100): the application as PDF and JSON, and the ZIP with the accepted documents. */
export const dealPackageHref = (audience: LeadAudience, file: Pick<MortgageFile, 'leadId' | 'id'>, format: 'pdf' | 'json' | 'zip') =>
  `/api/${audience === 'admin' ? 'admin' : 'me'}/leads/${encodeURIComponent(file.leadId)}/files/${encodeURIComponent(file.id)}/package${format === 'json' ? '' : `.${format}`}`;

export function FileDealPackage({ file, audience }: { file: MortgageFile; audience: LeadAudience }) {
  const link = (format: 'pdf' | 'json' | 'zip', label: string) => (
    <a className={buttonVariants({ size: 'sm', variant: 'outline' })} href={dealPackageHref(audience, file, format)} download>
      <Download aria-hidden="true" />
      {label}
    </a>
  );
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-navy-900">{m.download.title}</h4>
      <div className="flex flex-wrap gap-2">
        {link('pdf', m.download.pdf)}
        {link('json', m.download.json)}
        {link('zip', m.download.zip)}
      </div>
    </div>
  );
}
