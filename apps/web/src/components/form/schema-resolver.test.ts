import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './schema-resolver';

const schema = z.strictObject({ name: z.string().trim().min(1, 'Name is required'), order: z.coerce.number().int('Whole number'), lines: z.array(z.string().max(3, 'Too long')) });
type Values = { name: string; order: string; lines: string };
// A list typed one line per row, as a form may hold it.
const resolver = schemaResolver(schema, (values: Values) => ({ ...values, lines: values.lines.split('\n') }));
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('gives the body the shared schema parsed from what the inputs hold', async () => {
    expect(await resolver({ name: ' Maple ', order: '3', lines: 'a\nbc' }, undefined, options)).toEqual({ values: { name: 'Maple', order: 3, lines: ['a', 'bc'] }, errors: {} });
  });

  it("puts the schema's messages on the inputs of the same names", async () => {
    const { values, errors } = await resolver({ name: ' ', order: '2.5', lines: 'ok\ntoo long' }, undefined, options);
    expect(values).toEqual({});
    expect(errors.name?.message).toBe('Name is required');
    expect(errors.order?.message).toBe('Whole number');
    expect((errors.lines as unknown as Record<string, { message: string }>)[1]?.message).toBe('Too long');
  });
});
