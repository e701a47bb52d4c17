import { englishMark, frenchMark } from './marker-messages.ts';

const marked = (text: string) => text.startsWith(frenchMark.start) || text.startsWith(englishMark.start);

function mark(text: string, french: boolean, module: string): string {
  if (text === '' || marked(text)) return text;
  return french ? `${frenchMark.start}${text}${frenchMark.end}` : `${englishMark.start}${module}${englishMark.name}${text}${englishMark.end}`;
}

/** A message export with every text (and every text a function returns) wrapped in its marker. */
export function markTexts<T>(value: T, french: boolean, module: string): T {
  if (typeof value === 'string') return mark(value, french, module) as T;
  if (typeof value === 'function') {
    const fn = value as unknown as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]) => markTexts(fn(...args), french, module);
    Object.defineProperty(wrapped, 'length', { value: fn.length });
    return wrapped as T;
  }
  if (Array.isArray(value)) return value.map((item) => markTexts(item, french, module)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markTexts(item, french, module)])) as T;
  }
  return value;
}
