/** The floating button, on every public page: its own file, so the page's first download holds only it (not the chat's texts). */
export const chatLauncherMessages = {
  launcher: 'Get Instant Help',
} as const;
