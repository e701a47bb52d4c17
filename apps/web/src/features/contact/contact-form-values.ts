import type { ContactLead, CreateLeadRequest, PhoneType } from '@maple/shared/schemas/leads';
import type { ExternalContactFields } from './external-submission';

/** The contact form's inputs (public-site §3, Contact form), as the controls hold them. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneType: PhoneType;
  postalCode: string;
  comments: string;
  consent: boolean;
  /** Hidden inputs for the alliance's external form; the visible form never fills them. */
  brokerCode: string;
  wpnonce: string;
  /** The honeypot (leadHoneypotField). */
  company_url: string;
}

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  phoneType: 'Mobile',
  postalCode: '',
  comments: '',
  consent: false,
  brokerCode: '',
  wpnonce: '',
  company_url: '',
};

type ContactLeadRequest = Extract<CreateLeadRequest, { kind: 'contact' }>;

/**
 * The POST /api/leads body before the shared `contactLead` schema checks it. The broker code and
 * nonce stay in the browser: they only feed the external post. `agentId` is the resolved agent of
 * `?agent=` (never the raw slug).
 */
export function toContactLead(values: ContactFormValues, agentId: string | undefined): Omit<ContactLeadRequest, 'consent'> & { consent: boolean } {
  return {
    kind: 'contact',
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    phoneType: values.phoneType,
    postalCode: values.postalCode,
    comments: values.comments,
    consent: values.consent,
    agentId: agentId ?? 'none',
    company_url: values.company_url,
  };
}

/** What the external post needs: the checked lead plus the two hidden inputs. */
export function externalFields(lead: ContactLead, values: Pick<ContactFormValues, 'brokerCode' | 'wpnonce'>): ExternalContactFields {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    phoneType: lead.phoneType,
    postalCode: lead.postalCode ?? '',
    comments: lead.comments,
    brokerCode: values.brokerCode,
    wpnonce: values.wpnonce,
  };
}
