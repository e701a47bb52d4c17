import { escapeToBuffer } from 'hono/utils/html';

/**
 * Text made safe inside HTML content or a double- or single-quoted attribute: `& < > " '` become
 * entities. Hono's own escaper, the one its `html` template and JSX use, so every page the server
 * writes by hand escapes exactly as the framework does (decision 060).
 */
export function escapeHtml(value: string): string {
  const buffer: [string] = [''];
  escapeToBuffer(value, buffer);
  return buffer[0];
}
