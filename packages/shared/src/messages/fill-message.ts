/** 'About {name}' + { name: 'Sarah' } → 'About Sarah'. Unknown placeholders are left as written. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
