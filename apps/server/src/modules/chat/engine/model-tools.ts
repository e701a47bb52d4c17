import { z } from 'zod';
import type { EngineDeps } from './builtin-engine.ts';
import { affordabilityFor, findCurrentRate, minimumDownFor, paymentFor, toolLimits } from './chat-tools.ts';

// The live tools offered to a language model as OpenAI-style function calls. They read the rates
// table and compute figures; none of them can read or change a lead.

const amount = z.number().positive().max(toolLimits.maxAmount);
const rate = z.number().min(0).max(toolLimits.maxRate);
const years = z.number().int().min(1).max(toolLimits.maxYears);

const tools = {
  get_current_rate: {
    description: "Today's lowest active mortgage rate from the brokerage's rates table, for a term and rate type. Returns null when there is none. Never quote a rate from anywhere else.",
    parameters: { type: 'object', properties: { term_years: { type: 'integer', minimum: 1, maximum: 10 }, rate_type: { type: 'string', enum: ['fixed', 'variable'] } }, additionalProperties: false },
    args: z.object({ term_years: z.number().int().min(1).max(10).optional(), rate_type: z.enum(['fixed', 'variable']).optional() }).strict(),
    run: async (deps: EngineDeps, a: { term_years?: number; rate_type?: 'fixed' | 'variable' }) => {
      const found = await findCurrentRate(deps.db, { termMonths: a.term_years ? a.term_years * 12 : undefined, rateType: a.rate_type });
      return found ? { our_rate_percent: found.ourRate, posted_rate_percent: found.postedRate, term: found.termLabel, rate_type: found.rateType, mortgage_type: found.mortgageType, province: found.provinceName } : null;
    },
  },
  calculate_payment: {
    description: 'The monthly payment to the cent for a mortgage amount, annual rate (percent, compounded semi-annually) and amortization in years.',
    parameters: { type: 'object', properties: { amount: { type: 'number' }, rate_percent: { type: 'number' }, amortization_years: { type: 'integer' } }, required: ['amount', 'rate_percent', 'amortization_years'], additionalProperties: false },
    args: z.object({ amount, rate_percent: rate, amortization_years: years }).strict(),
    run: async (_deps: EngineDeps, a: { amount: number; rate_percent: number; amortization_years: number }) => paymentFor(a.amount, a.rate_percent, a.amortization_years),
  },
  minimum_down_payment: {
    description: 'The minimum down payment Canadian rules require for a purchase price.',
    parameters: { type: 'object', properties: { price: { type: 'number' } }, required: ['price'], additionalProperties: false },
    args: z.object({ price: amount }).strict(),
    run: async (_deps: EngineDeps, a: { price: number }) => minimumDownFor(a.price),
  },
  affordability: {
    description: 'The largest home price and mortgage an annual gross income carries at 32% GDS and 40% TDS.',
    parameters: { type: 'object', properties: { annual_income: { type: 'number' }, down_payment: { type: 'number' }, rate_percent: { type: 'number' }, amortization_years: { type: 'integer' } }, required: ['annual_income'], additionalProperties: false },
    args: z.object({ annual_income: amount, down_payment: z.number().min(0).max(toolLimits.maxAmount).optional(), rate_percent: rate.optional(), amortization_years: years.optional() }).strict(),
    run: async (_deps: EngineDeps, a: { annual_income: number; down_payment?: number; rate_percent?: number; amortization_years?: number }) =>
      affordabilityFor(a.annual_income, a.down_payment, a.rate_percent, a.amortization_years),
  },
} as const;

export type ToolName = keyof typeof tools;

/** The `tools` array of a chat-completions request. */
export const modelToolDefinitions = Object.entries(tools).map(([name, tool]) => ({
  type: 'function' as const,
  function: { name, description: tool.description, parameters: tool.parameters },
}));

/** Runs one call the model asked for; an unknown tool or bad arguments answer an error the model can read. */
export async function runModelTool(deps: EngineDeps, name: string, rawArguments: string): Promise<string> {
  if (!Object.hasOwn(tools, name)) return JSON.stringify({ error: `unknown tool '${name.slice(0, 60)}'` });
  const tool = tools[name as ToolName];
  let parsed: unknown;
  try {
    parsed = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return JSON.stringify({ error: 'arguments are not valid JSON' });
  }
  const args = tool.args.safeParse(parsed);
  if (!args.success) return JSON.stringify({ error: 'invalid arguments', issues: args.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  try {
    // Each tool's schema matches its own run signature; the map's union type cannot say so.
    return JSON.stringify(await (tool.run as (d: EngineDeps, a: unknown) => Promise<unknown>)(deps, args.data));
  } catch (error) {
    deps.logger.warn('chat model tool failed', { tool: name, error: (error as Error).message });
    return JSON.stringify({ error: 'the tool failed; do not guess the figure' });
  }
}
