import fc from 'fast-check';

/**
 * The JSON Schema keywords the contract's OpenAPI document uses (valibot's to-json-schema output:
 * no `$ref`). Checks written in code (a password's conditions, a date that exists) are not in it, so
 * a "valid" value satisfies the schema, not necessarily the server.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Longest generated text and list: enough to cross every limit of the contract, short enough to stay fast. */
const textSlack = 24;
const listSlack = 4;

const commonEmail = /^[a-z0-9]{1,12}(?:[._+-][a-z0-9]{1,8})?@[a-z0-9]{1,12}(?:-[a-z0-9]{1,8})?\.[a-z]{2,6}$/;
/** In UTF-16 units, as valibot (and so the server) counts; JSON Schema counts code points, never more. */
const lengthOf = (value: string) => value.length;
const fitsLength = (schema: JsonSchema) => (value: string) => lengthOf(value) >= (schema.minLength ?? 0) && lengthOf(value) <= (schema.maxLength ?? Infinity);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** allOf of object schemas, as one schema: properties and required lists together. */
function mergeAll(schemas: JsonSchema[]): JsonSchema {
  return schemas.reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** A whole number in [min, max], also beyond 32 bits (money in drams goes up to ten billion). */
function wholeNumber(min: number, max: number): fc.Arbitrary<number> {
  if (min >= -0x80000000 && max <= 0x7fffffff) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
}

function numberBounds(schema: JsonSchema, integer: boolean): [number, number] {
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1e9);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1e9);
  return [min, max];
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + textSlack, minLength + textSlack);
  // The shape of addresses people have; fast-check's RFC 5322 ones ("!@a.aa") are valid to the RFC, not to forms.
  if (schema.format === 'email') return fc.stringMatching(commonEmail).filter(fitsLength(schema));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern)).filter(fitsLength(schema));
    // Ids in paths and queries: small numbers find rows, random ones do not.
    const small = fc.integer({ min: 1, max: 40 }).map(String);
    return new RegExp(schema.pattern).test('7') ? fc.oneof(matching, small) : matching;
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fitsLength(schema));
}

/**
 * Values known to pass what JSON Schema cannot say, by property name (a password that meets its
 * conditions, a document number of its type): offered beside the generated ones.
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Values the schema accepts. */
export function validValue(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, hints)));
  if (schema.allOf) return validValue(mergeAll(schema.allOf), hints);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, hints)));
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return wholeNumber(...numberBounds(schema, true));
    case 'number': {
      const [min, max] = numberBounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? listSlack, listSlack) });
    case 'object': {
      const properties = schema.properties ?? {};
      const propertyValue = (key: string, property: JsonSchema) => {
        const hint = hints[key];
        return hint ? fc.oneof(hint, validValue(property, hints)) : validValue(property, hints);
      };
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, propertyValue(key, property)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Text no form would send: control characters, a lone surrogate, markup, very long or odd Unicode. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u001b[31m', '\ud800', 'x\udfffy', '\u202e', '<script>', "'; drop table users; --", '%00', '${x}', '../..', ' '),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 150, maxLength: 600 }),
);

/** Numbers a whole-number field must refuse, or that reach past every column. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1.5, -1, 0.1, 1e20, -1e20, Number.MAX_SAFE_INTEGER + 2, 2_147_483_648, 1e308, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of another kind than the schema's. */
function otherKind(types: string[]): fc.Arbitrary<unknown> {
  const kinds: fc.Arbitrary<unknown>[] = [fc.constant(null)];
  if (!types.includes('string')) kinds.push(fc.string({ maxLength: 10 }));
  if (!types.includes('integer') && !types.includes('number')) kinds.push(fc.integer());
  if (!types.includes('boolean')) kinds.push(fc.boolean());
  if (!types.includes('array')) kinds.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }));
  if (!types.includes('object')) kinds.push(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
  return fc.oneof(...kinds);
}

/** Values the schema (probably) refuses: another kind, out of range, too long, hostile, or one field broken. */
export function invalidValue(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (schema.const !== undefined || schema.enum) return fc.oneof(otherKind([]), hostileText);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(otherKind([]), ...alternatives.map((alternative) => invalidValue(alternative, hints)));
  if (schema.allOf) return invalidValue(mergeAll(schema.allOf), hints);
  switch (types[0]) {
    case 'string': {
      const tooLong = schema.maxLength !== undefined ? [fc.string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + textSlack })] : [];
      return fc.oneof(otherKind(types), hostileText, ...tooLong, fc.string({ maxLength: 12 }));
    }
    case 'integer':
    case 'number': {
      const [min, max] = numberBounds(schema, types[0] === 'integer');
      return fc.oneof(otherKind(types), hostileNumber, fc.constant(min - 1), fc.constant(max + 1), fc.constant(min + 0.5), fc.constant(String(min)));
    }
    case 'boolean':
      return fc.oneof(otherKind(types), fc.constantFrom('true', 1, 0));
    case 'array': {
      const item = validValue(schema.items ?? {}, hints);
      const tooMany = schema.maxItems !== undefined ? [fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + listSlack })] : [];
      return fc.oneof(otherKind(types), fc.array(invalidValue(schema.items ?? {}, hints), { minLength: 1, maxLength: 3 }), ...tooMany);
    }
    case 'object':
      return invalidObject(schema, hints);
    default:
      return fc.oneof(otherKind([]), hostileText, hostileNumber);
  }
}

/** An object with one thing wrong: a required field gone, one field broken, a stray field, or not an object. */
function invalidObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const base = validValue(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
  const options: fc.Arbitrary<unknown>[] = [
    otherKind(['object']),
    fc.tuple(base, fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })).map(([value, key, stray]) => ({ ...value, [key]: stray })),
  ];
  if (schema.required?.length) {
    options.push(fc.tuple(base, fc.constantFrom(...schema.required)).map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))));
  }
  if (properties.length) {
    const broken = fc.constantFrom(...properties).chain(([key, property]) => fc.tuple(fc.constant(key), invalidValue(property, hints)));
    options.push(fc.tuple(base, broken).map(([value, [key, bad]]) => ({ ...value, [key]: bad })));
  }
  return fc.oneof(...options);
}
