import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apartmentFilterSchema, buildingFilterSchema, listingFilterSchema } from '../../api/contract/catalogue';
import { bookingAddSchema } from '../../api/contract/bookings';
import { foreignRequestSchema } from '../../api/contract/requests';
import { savedFilterCreateSchema } from '../../api/contract/saved-filters';
import { invalidValue, validValue, type JsonSchema } from '../support/json-schema-arbitrary';

/** The contract's schemas as the OpenAPI document carries them. */
const asJsonSchema = (schema: v.GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;

/** The map's area without its corners' order (south below north), which JSON Schema cannot say. */
const degrees = (limit: number) => v.pipe(v.number(), v.minValue(-limit), v.maxValue(limit));
const anyBounds = v.optional(v.object({ south: degrees(90), west: degrees(180), north: degrees(90), east: degrees(180) }));

/** Schemas whose every rule JSON Schema can say: what the generator calls valid, valibot must accept. */
const expressible = {
  apartmentFilter: v.object({ ...apartmentFilterSchema.entries, roomsCount: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)))) }),
  buildingFilter: v.object({ ...buildingFilterSchema.entries, roomsCount: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)))), bounds: anyBounds }),
  listingFilter: v.object({ ...listingFilterSchema.entries, roomsCount: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)))), bounds: anyBounds }),
  bookingAdd: bookingAddSchema,
  leaf: v.object({
    id: v.pipe(v.string(), v.uuid()),
    email: v.pipe(v.string(), v.maxLength(150), v.email()),
    code: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{7}$/)),
    kind: v.picklist(['a', 'b']),
    either: v.union([v.literal(''), v.pipe(v.string(), v.minLength(3), v.maxLength(5))]),
    list: v.pipe(v.array(v.boolean()), v.maxLength(2)),
    note: v.optional(v.pipe(v.string(), v.minLength(2), v.maxLength(8))),
  }),
};

describe('JSON Schema to fast-check arbitraries', () => {
  for (const [name, schema] of Object.entries(expressible)) {
    it(`generates only values the ${name} schema accepts`, () => {
      fc.assert(
        fc.property(validValue(asJsonSchema(schema)), (value) => {
          expect(v.safeParse(schema, value).issues).toBeUndefined();
        }),
        { numRuns: 300 },
      );
    });
  }

  it('covers the optional fields: absent and present', () => {
    const values = fc.sample(validValue(asJsonSchema(expressible.leaf)), 200) as Record<string, unknown>[];
    expect(values.some((value) => 'note' in value)).toBe(true);
    expect(values.some((value) => !('note' in value))).toBe(true);
  });

  it('reaches past 32-bit whole numbers without leaving their range', () => {
    const money = validValue({ type: 'integer', minimum: 0, maximum: 10_000_000_000 });
    const values = fc.sample(money, 500) as number[];
    expect(values.every((value) => Number.isInteger(value) && value >= 0 && value <= 10_000_000_000)).toBe(true);
    expect(values.some((value) => value > 2_147_483_647)).toBe(true);
  });

  for (const [name, schema] of Object.entries({ ...expressible, savedFilterCreate: savedFilterCreateSchema, foreignRequest: foreignRequestSchema })) {
    it(`generates mostly values the ${name} schema refuses as invalid`, () => {
      const values = fc.sample(invalidValue(asJsonSchema(schema)), 400);
      const refused = values.filter((value) => !v.is(schema, value)).length;
      // A stray field is allowed by a non-strict object, so not every broken value is refused.
      expect(refused / values.length).toBeGreaterThan(0.5);
    });
  }

  it('breaks a number field with a fraction, a value out of range or another kind', () => {
    const values = fc.sample(invalidValue({ type: 'integer', minimum: 1, maximum: 5 }), 500);
    expect(values).toContain(1.5);
    expect(values.some((value) => typeof value === 'number' && value > 5)).toBe(true);
    expect(values.some((value) => typeof value !== 'number')).toBe(true);
  });

  it('breaks a text field with control characters and with text over its limit', () => {
    const values = fc.sample(invalidValue({ type: 'string', maxLength: 10 }), 800);
    expect(values.some((value) => typeof value === 'string' && value.includes('\u0000'))).toBe(true);
    expect(values.some((value) => typeof value === 'string' && value.length > 10)).toBe(true);
  });
});
