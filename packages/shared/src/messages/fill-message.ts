/**
 * 'About {name}' + { name: 'Sarah' } → 'About Sarah'. Unknown placeholders are left as written.
 * A value that ends a sentence with its own full stop ('Maple Mortgage Group Inc.') takes the
 * place of the template's, so the sentence does not end in two.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, key: string, stop: string) => {
    if (!(key in values)) return whole;
    const value = String(values[key]);
    return stop && value.endsWith('.') ? value : value + stop;
  });
}
