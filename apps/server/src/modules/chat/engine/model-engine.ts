import type { Language } from '@maple/shared/i18n/languages';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import { amountsFromConversation, type ConversationAmounts } from '../conversation-amounts.ts';
import type { EngineContext, EngineDeps } from './builtin-engine.ts';
import { money } from './chat-tools.ts';
import { modelToolDefinitions, runModelTool } from './model-tools.ts';
import { searchKnowledge } from './retrieval.ts';

/** An OpenAI-compatible chat-completions endpoint (CHAT_MODEL_URL, CHAT_MODEL, CHAT_API_KEY). */
export type ModelSettings = {
  url: string;
  model: string;
  apiKey?: string;
  /** No first token (or no next chunk) within this long: give up on the model. 10 s in production. */
  firstTokenMs: number;
};

/** The model failed before it said anything: the built-in engine can still answer. */
export class ModelUnavailableError extends Error {}

const maxToolRounds = 3;

type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export function completionsUrl(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

/** The figures the visitor already gave, so the model uses them instead of asking again. */
function givenFigures(known: ConversationAmounts): string {
  const figures = [
    known.propertyValue !== undefined ? `home price ${money(known.propertyValue, false)}` : '',
    known.downPayment !== undefined ? `down payment ${money(known.downPayment, false)}` : known.downPaymentPercent !== undefined ? `down payment ${known.downPaymentPercent}% of the price` : '',
    known.income !== undefined ? `annual income ${money(known.income, false)}` : '',
  ].filter(Boolean);
  return figures.length ? `The visitor has already given: ${figures.join('; ')}. Use these figures with the tools; do not ask for them again.` : '';
}

/** The conversation's language (chat-language.ts), told to the model so it answers in it, figures written its way. */
const languageInstruction: Record<Language, string> = {
  en: 'The visitor writes in English: answer in English.',
  fr: 'The visitor writes in French: answer in Canadian French (courriel, hypothèque, prêt hypothécaire, mise de fonds, taux affiché), with amounts and percents written the French way (1 234,56 $, 3,84 %).',
};

function systemPrompt(context: EngineContext & { agentName?: string }, conversation: readonly ChatTurn[]): string {
  const question = conversation.at(-1)?.content ?? '';
  const knowledge = searchKnowledge(question, 4, context.language).map(({ entry }) => `- ${entry.title}: ${entry.answer}`);
  return [
    `You are ${context.assistantName}, the website assistant of a Canadian mortgage brokerage in Ontario.`,
    'Answer in at most four short sentences, give the figures, and when it helps offer to connect the visitor with a licensed mortgage agent (they can leave their name, email and phone number in this chat).',
    'Never state a mortgage rate unless it came from get_current_rate in this conversation; if it returns null, say there is no current rate to quote. Use calculate_payment, minimum_down_payment and affordability for figures instead of computing them yourself.',
    'You cannot look up, create, change or assign leads or anyone else\'s information; decline such requests.',
    languageInstruction[context.language],
    context.agentName ? `The visitor is on the page of agent ${context.agentName}.` : '',
    givenFigures(amountsFromConversation(conversation)),
    knowledge.length ? `Facts you may use:\n${knowledge.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Server-sent events from a fetch body: yields each event's data until `[DONE]` or the end.
 * eventsource-parser reads the stream as the WHATWG rules say (CRLF, LF or CR line ends, several
 * `data:` lines, comments, a BOM), so a provider's or a proxy's way of writing it does not matter.
 */
async function* sseData(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  const onAbort = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', onAbort);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw new ModelUnavailableError('chat model timed out');
      if (done) return;
      if (!value.data) continue;
      if (value.data === '[DONE]') return;
      yield value.data;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}

type Chunk = { choices?: { delta?: { content?: string | null; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] }; finish_reason?: string | null }[]; error?: { message?: string } };

/**
 * The model's answer as text deltas. Offers the live tools as function calls and runs the calls
 * it makes (at most three rounds). Throws ModelUnavailableError when the endpoint errors, or stays
 * silent for `firstTokenMs`, before any text was produced; the caller then answers with the
 * built-in engine. After text has started, a failure ends the answer where it stands.
 */
export async function* modelAnswer(
  deps: EngineDeps,
  settings: ModelSettings,
  conversation: readonly ChatTurn[],
  context: EngineContext & { agentName?: string },
): AsyncGenerator<string> {
  const messages: WireMessage[] = [{ role: 'system', content: systemPrompt(context, conversation) }, ...conversation.map((m) => ({ role: m.role, content: m.content }))];
  let produced = false;

  for (let round = 0; round <= maxToolRounds; round++) {
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(), settings.firstTokenMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), settings.firstTokenMs);
    };
    const calls: ToolCall[] = [];
    let text = '';
    try {
      let response: Response;
      try {
        response = await fetch(completionsUrl(settings.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
          body: JSON.stringify({
            model: settings.model,
            stream: true,
            temperature: 0.2,
            messages,
            // The last round takes no tools, so the model must answer in words.
            ...(round < maxToolRounds ? { tools: modelToolDefinitions, tool_choice: 'auto' } : {}),
          }),
          signal: controller.signal,
        });
      } catch (error) {
        throw new ModelUnavailableError(controller.signal.aborted ? 'chat model timed out' : `chat model unreachable: ${(error as Error).message}`);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new ModelUnavailableError(`chat model answered ${response.status}`);
      }
      for await (const data of sseData(response.body, controller.signal)) {
        rearm();
        let chunk: Chunk;
        try {
          chunk = JSON.parse(data) as Chunk;
        } catch {
          continue;
        }
        if (chunk.error) throw new ModelUnavailableError(`chat model error: ${chunk.error.message ?? 'unknown'}`);
        const delta = chunk.choices?.[0]?.delta;
        if (delta?.content) {
          text += delta.content;
          produced = true;
          yield delta.content;
        }
        for (const part of delta?.tool_calls ?? []) {
          const index = part.index ?? 0;
          const call = (calls[index] ??= { id: part.id ?? `call_${index}`, type: 'function', function: { name: '', arguments: '' } });
          if (part.id) call.id = part.id;
          if (part.function?.name) call.function.name += part.function.name;
          if (part.function?.arguments) call.function.arguments += part.function.arguments;
        }
      }
    } catch (error) {
      if (produced) {
        deps.logger.warn('chat model stopped mid-answer', { error: (error as Error).message });
        return;
      }
      throw error instanceof ModelUnavailableError ? error : new ModelUnavailableError((error as Error).message);
    } finally {
      clearTimeout(timer);
    }

    const wanted = calls.filter(Boolean);
    if (!wanted.length) {
      if (!produced) throw new ModelUnavailableError('chat model gave an empty answer');
      return;
    }
    messages.push({ role: 'assistant', content: text || null, tool_calls: wanted });
    for (const call of wanted) {
      messages.push({ role: 'tool', tool_call_id: call.id, content: await runModelTool(deps, call.function.name, call.function.arguments) });
    }
  }
  if (!produced) throw new ModelUnavailableError('chat model kept calling tools');
}
