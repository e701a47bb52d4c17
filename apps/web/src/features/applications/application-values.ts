import type { CreateLeadRequest } from '@maple/shared/schemas/leads';
import { parseAmountText } from '@/features/leads/lead-form';

/** The 'Apply for a Mortgage' inputs (public-site §3, Application form), as the controls hold them. */
export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  /** Text, so '450,000' or '$450000' read as people type them. */
  mortgageAmount: string;
  /** An agent id, or 'none' for no preference. */
  agentId: string;
  company_url: string;
}

export const emptyApplication: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  mortgageAmount: '',
  agentId: 'none',
  company_url: '',
};

/** The amount may still be missing here: the schema's check says so ("required"). */
type ApplicationRequest = Omit<Extract<CreateLeadRequest, { kind: 'application' }>, 'mortgageAmount'> & { mortgageAmount: number | undefined };

/** The POST /api/leads body before the shared `applicationLead` schema checks it. */
export function toApplicationLead(values: ApplicationValues): ApplicationRequest {
  return {
    kind: 'application',
    name: values.name,
    email: values.email,
    phone: values.phone,
    mortgageAmount: parseAmountText(values.mortgageAmount),
    agentId: values.agentId,
    company_url: values.company_url,
  };
}
