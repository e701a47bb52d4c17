import type { Language } from '@maple/shared/i18n/languages';
import { chatAnswerTemplates, chatMessages } from '@maple/shared/messages/chat';
import type { ChatRequest, ChatTurn } from '@maple/shared/schemas/chat';
import type { Deps } from '../../lib/deps.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { getSiteSettings } from '../site/site.service.ts';
import { conversationLanguage } from './chat-language.ts';
import { extractContact, extractName, hasContactDetails } from './contact-extraction.ts';
import { findChatAgent, saveChatLead } from './chat-lead.ts';
import { builtinAnswer, fill } from './engine/builtin-engine.ts';
import { modelAnswer, ModelUnavailableError, type ModelSettings } from './engine/model-engine.ts';

export type ChatOptions = { model?: ModelSettings };
export type ChatOutcome = { leadSaved: boolean; leadError: boolean };

/** Splits a ready answer into a few pieces, so the built-in engine streams like the model does. */
function* pieces(text: string): Generator<string> {
  // A sentence ends at . ! or ? before a space, so "3.84%" stays whole.
  const parts = text.match(/.+?(?:[.!?]+(?:\s+|$)|$)/gs) ?? [text];
  yield* parts;
}

/**
 * One assistant turn as text deltas, then the lead outcome. Who may call: anyone. The answer
 * comes from the model when one is configured and answers in time, else from the built-in engine.
 * Once the conversation holds an email or a phone number the session's lead is stored or updated
 * and the answer ends with a confirmation; a failed save is logged and reported, and the
 * conversation goes on. The answer is in the visitor's language: that of their latest message
 * that shows one, else the page's (`pageLanguage`).
 */
export async function* chatTurn(deps: Deps, options: ChatOptions, input: ChatRequest, pageLanguage: Language = 'en'): AsyncGenerator<string, ChatOutcome> {
  const { db, logger } = deps;
  const language = conversationLanguage(input.messages, pageLanguage);
  const t = inLanguage(chatAnswerTemplates, language);
  const m = inLanguage(chatMessages, language);
  const [site, agent] = await Promise.all([getSiteSettings(db, language), findChatAgent(db, input.agentSlug)]);
  const context = { assistantName: site.assistantName || m.assistantFallbackName, agentName: agent?.name, language };
  const latest = input.messages.at(-1)!.content;
  const contact = extractContact(input.messages);
  const leadWanted = Boolean(contact.email || contact.phone);
  let answer = '';

  let answered = false;
  if (options.model) {
    try {
      for await (const delta of modelAnswer({ db, logger }, options.model, input.messages, context)) {
        answered = true;
        answer += delta;
        yield delta;
      }
    } catch (error) {
      if (!(error instanceof ModelUnavailableError)) throw error;
      logger.warn('chat model unavailable; built-in engine answers', { error: error.message });
    }
  }
  if (!answered) {
    const builtin = await builtinAnswer({ db, logger }, input.messages, context);
    let text = builtin?.text;
    if (!text && hasContactDetails(latest)) {
      // Contact details alone: the confirmation below is the answer, or we ask for a way to reach them.
      const name = extractName(latest);
      text = leadWanted ? '' : name ? fill(t.askContact, { name }) : m.noAnswer;
    }
    text ??= m.noAnswer;
    for (const piece of pieces(text)) {
      answer += piece;
      yield piece;
    }
  }

  if (!leadWanted) return { leadSaved: false, leadError: false };
  const conversation: ChatTurn[] = answer ? [...input.messages, { role: 'assistant', content: answer }] : [...input.messages];
  try {
    const saved = await saveChatLead(deps, { sessionId: input.sessionId, conversation, contact, agent, sourceDetails: agent ? `Chat on the profile page of ${agent.name}` : 'Chat assistant', language });
    if (saved.created || hasContactDetails(latest)) {
      const name = contact.name ? `, ${contact.name.split(' ')[0]}` : '';
      const confirmation = agent ? fill(t.leadSavedAgent, { name, agent: agent.name }) : fill(t.leadSaved, { name });
      yield answer ? `\n\n${confirmation}` : confirmation;
    }
    return { leadSaved: true, leadError: false };
  } catch (error) {
    logger.error('chat lead not saved', { error: (error as Error).message });
    return { leadSaved: false, leadError: true };
  }
}
