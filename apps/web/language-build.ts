import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguage, languageTags, type Language } from '@maple/shared/i18n/languages';

/** The language this build is for: `MAPLE_LANGUAGE` (en when unset or unknown). */
export function buildLanguage(): Language {
  const value = process.env.MAPLE_LANGUAGE;
  return isLanguage(value) ? value : 'en';
}

const messagesFolder = /[\\/]packages[\\/]shared[\\/]src[\\/]messages[\\/][^\\/]+\.ts$/;

/**
 * Builds the web app in one language (decision 066). Every import of a message module,
 * `packages/shared/src/messages/<name>.ts`, is answered by its twin in `messages/<language>/`, so
 * the French build's pages, forms and schemas carry French texts and nothing of the English ones:
 * each language's bundle is as small as the other, with no catalogue to load or look up at run time.
 * The page shell's `lang` follows.
 */
export function languageBuild(language: Language): Plugin {
  return {
    name: 'maple-language-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === 'en') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !messagesFolder.test(resolved.id)) return resolved;
      const twin = join(dirname(resolved.id), language, basename(resolved.id));
      return existsSync(twin) ? { ...resolved, id: twin } : resolved;
    },
    transformIndexHtml(html) {
      return html.replace(/<html lang="[^"]*"/, `<html lang="${languageTags[language]}"`);
    },
  };
}
