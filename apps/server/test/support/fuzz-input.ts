/**
 * Malformed request inputs for the fuzz suite (fuzz.test.ts), drawn from a seeded generator so a
 * run can be repeated exactly: bodies shaped by a route's JSON Schema (from our OpenAPI document, the
 * same zod schemas the routes validate with) and then broken in one place, or not shaped at all.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
};

/** A seeded source of choices (mulberry32: small, fast, and the same sequence for the same seed). */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
}

const HUGE = 'x'.repeat(100_000);

/** Strings that break things: NUL, control and bidi characters, lone surrogates, emoji, SQL, HTML, size. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\t\r\n',
  '\u202e\u200b\ufeff',
  '\ud800',
  'Ž🏍️ 𝕏 ā ē ī ū õ ä ö ü',
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  '1e999',
  'NaN',
  'null',
  '2026-02-30',
  '0000-00-00',
  '2026-13-01T25:61:61Z',
  '9999999-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
  '12:34:60',
  '99:99:99',
  'x'.repeat(501),
  'x'.repeat(10_001),
  HUGE,
];

export const nastyNumbers = [-1, 0, -0.5, 0.5, 1.5, -2147483649, 2147483648, 1e20, 2 ** 53 + 2, -1e308, 1e308, 1e-320];

/** Any JSON value, weighted to the ones that break validation and databases. */
export function nastyValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 9)) {
    case 0:
    case 1:
    case 2:
      return rng.pick(nastyStrings);
    case 3:
    case 4:
      return rng.pick(nastyNumbers);
    case 5:
      return rng.pick([null, true, false]);
    case 6:
      return depth > 2 ? [] : [nastyValue(rng, depth + 1), nastyValue(rng, depth + 1)];
    case 7:
      return depth > 2 ? {} : { [rng.pick(['a', '\u0000', '__proto__', 'constructor'])]: nastyValue(rng, depth + 1) };
    case 8:
      return { a: { b: { c: { d: [[[[[1]]]]] } } } };
    default:
      return rng.pick(['', 'x', 1, -1, {}, []]);
  }
}

/** A value that fits the schema (as far as a generator can tell without running zod's refinements). */
export function fitting(rng: Rng, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fitting(rng, rng.pick(alternatives), depth + 1);
  if (schema.allOf) return fitting(rng, schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.6)) out[key] = fitting(rng, sub, depth + 1);
      }
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((s) => fitting(rng, s, depth + 1));
      const n = rng.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3));
      return Array.from({ length: n }, () => fitting(rng, schema.items, depth + 1));
    }
    case 'string':
      return fittingString(rng, schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 20);
      return rng.int(Math.ceil(Math.max(min, -1e6)), Math.floor(Math.min(max, 1e6)));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      return rng.pick(['x', 1, true]);
  }
}

function fittingString(rng: Rng, schema: JsonSchema): string {
  switch (schema.format) {
    case 'date':
      return `2026-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
    case 'date-time':
      return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), 10)).toISOString();
    case 'email':
      return `fuzz${rng.int(0, 9999)}@example.com`;
    case 'uuid':
      return `00000000-0000-4000-8000-${String(rng.int(0, 999999)).padStart(12, '0')}`;
    case 'uri':
    case 'url':
      return 'https://example.com/x';
    case 'time':
      return '10:00:00';
  }
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 20, min + 20);
  const length = rng.int(min, Math.max(min, max));
  return rng.pick(['fuzz', 'Ā', 'a1', '/x']).padEnd(length, 'z').slice(0, Math.max(length, min));
}

/** A body for the schema, broken in one way (or, now and then, left fitting). */
export function mutatedBody(rng: Rng, schema: JsonSchema | undefined): unknown {
  const body = fitting(rng, schema);
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  switch (rng.int(0, 9)) {
    case 0:
      return body; // fitting: may be taken, which moves the baseline
    case 1:
      return nastyValue(rng); // not the shape at all
    case 2:
      if (isObject) {
        const keys = Object.keys(body);
        if (keys.length) delete (body as Record<string, unknown>)[rng.pick(keys)];
      }
      return body;
    case 3:
      if (isObject) (body as Record<string, unknown>)[rng.pick(['unknownField', 'id', 'role', '\u0000'])] = 'x';
      return body;
    default:
      return breakOneLeaf(rng, body);
  }
}

/** Replaces one value somewhere inside (a field, an item of a list) with a nasty one. */
function breakOneLeaf(rng: Rng, value: unknown): unknown {
  if (value !== null && typeof value === 'object') {
    const container = value as Record<string, unknown>;
    const keys = Object.keys(container);
    if (keys.length) {
      const key = rng.pick(keys);
      container[key] = rng.chance(0.6) ? nastyLike(rng, container[key]) : breakOneLeaf(rng, container[key]);
      return value;
    }
  }
  return nastyLike(rng, value);
}

/** Mostly a nasty value of the same type (past a bound the schema forgot), else any nasty value. */
function nastyLike(rng: Rng, value: unknown): unknown {
  if (rng.chance(0.4)) return nastyValue(rng);
  if (typeof value === 'number') return rng.pick(nastyNumbers);
  if (typeof value === 'string') return rng.pick(nastyStrings);
  return nastyValue(rng);
}

/** Path parameters: mostly malformed, some real ids from the database. */
export const nastyParams = [
  '%00',
  'a%00b',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'NaN',
  '%F0%9F%8F%8D',
  '%C3%A4',
  '%E2%80%AE',
  '%20',
  '..',
  'null',
  "'%20OR%201=1",
  '2147483648',
  '1e20',
  'x'.repeat(3000),
  '00000000-0000-4000-8000-000000000000',
];
