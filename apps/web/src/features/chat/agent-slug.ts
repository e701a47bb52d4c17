/** The agent whose profile the chat was opened on (/agents/{slug} or /agent/{id}); the conversation is theirs. */
export function agentSlugFromPath(pathname: string): string | undefined {
  const match = /^\/agents?\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
