import { becomeBrokerMessages } from '@maple/shared/messages/become-broker';
import type { CreateLeadRequest } from '@maple/shared/schemas/leads';

/** The experience levels offered in the form; the chosen text is stored on the lead as `experience`. */
export const experienceLevels = becomeBrokerMessages.experienceLevels;

/** The become-a-broker form's inputs (public-site §3, Agent application). */
export interface BrokerApplicationValues {
  name: string;
  email: string;
  phone: string;
  experience: string;
  message: string;
  company_url: string;
}

export const emptyBrokerApplication: BrokerApplicationValues = {
  name: '',
  email: '',
  phone: '',
  experience: '',
  message: '',
  company_url: '',
};

type AgentApplicationRequest = Extract<CreateLeadRequest, { kind: 'agent_application' }>;

export function toAgentApplicationLead(values: BrokerApplicationValues): AgentApplicationRequest {
  return { kind: 'agent_application', ...values };
}
