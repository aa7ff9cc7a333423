import fc from "fast-check";

// Schema-driven generators for the hostile-input fuzz test: a plausible value for a JSON Schema (so a request
// gets past the fields that are not under attack) and the classes of hostile input every operation must refuse
// with a 4xx envelope.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export type Components = Record<string, JsonSchema>;

export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let s = schema;
  while (s.$ref) s = components[s.$ref.replace("#/components/schemas/", "")] ?? {};
  if (s.allOf?.length) return s.allOf.reduce<JsonSchema>((acc, part) => ({ ...acc, ...resolve(part, components) }), {});
  return s;
}

/** A value the schema accepts as far as a simple reading of it goes (formats and enums included). */
export function plausible(schema: JsonSchema, components: Components, depth = 0): unknown {
  const s = resolve(schema, components);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return plausible(variants.find((v) => resolve(v, components).type !== "null") ?? variants[0], components, depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "object": {
      if (depth > 3) return {};
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = plausible(v, components, depth + 1);
      return out;
    }
    case "array":
      return s.items && depth <= 3 ? [plausible(s.items, components, depth + 1)] : [];
    case "integer":
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return true;
    case "string":
      if (s.format === "uri" || s.format === "url") return "https://127.0.0.1:9/fuzz";
      if (s.format === "email") return "fuzz@example.test";
      if (s.format === "date") return "2026-01-01";
      if (s.format === "date-time") return "2026-01-01T00:00:00.000Z";
      return "fuzz".padEnd(Math.max(s.minLength ?? 0, 4), "z").slice(0, s.maxLength ?? 100);
    default:
      return "fuzz";
  }
}

/** Dotted paths of an object schema's fields, two levels deep: where a hostile value is planted. */
export function fieldPaths(schema: JsonSchema, components: Components, prefix: string[] = []): string[][] {
  const s = resolve(schema, components);
  if (prefix.length >= 2 || !s.properties) return [];
  return Object.entries(s.properties).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, components, [...prefix, k])]);
}

const longString = (n: number) => "x".repeat(n);

/** Hostile JSON values: NUL, lone surrogates, out-of-range and odd numbers, bad and over-long URLs, wrong types. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "ok\u0000ok",
    "\ud800",
    "tail\udc00",
    "\udfff\ud800",
    longString(10_001),
    longString(200_000),
    "not a url",
    "javascript:alert(1)",
    "ftp://127.0.0.1/x",
    "http://[::1",
    `https://${longString(3000)}.example`,
    "https://user:pass@127.0.0.1/x",
    "%E0%A4%A",
    "",
    " ",
    "😀".repeat(50),
    "1e300",
    "-1",
    "2026-13-45",
  ),
  fc.constantFrom(1e300, -1e300, 2 ** 53 + 2, -(2 ** 53) - 2, -1, 0, 0.5, 1.005, Number.MIN_VALUE, 1e21),
  fc.constantFrom(true, false, null, [], {}, [null], { nested: "\u0000" }, { "\u0000": "key" }, ["\ud800"]),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** Hostile raw path segments, already percent-encoded (or deliberately malformed). */
export const hostileSegment: fc.Arbitrary<string> = fc.constantFrom(
  "%00",
  "a%00b",
  "%E0%A4%A",
  "%ED%A0%80",
  "%",
  "%zz",
  "%C0%AF",
  "..",
  "%2E%2E",
  "%2F",
  "x".repeat(5000),
  "%F0%9F%98%80",
  "null",
  "-1",
  "0",
  "1e300",
  "%20",
  "prod_%00",
);

/** Hostile raw query values (percent-encoded or malformed). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("%00", "a%00b", "%E0%A4%A", "%ED%A0%80", "%", "1e300", "-1e300", "-1", "0", "1.5", "NaN", "Infinity", "x".repeat(5000)),
  fc.constantFrom("99999999999999999999", "2026-02-30", "true", "[]", "%5B%5D", "%F0%9F%98%80"),
  // Node answers a request line over 16 KB with its own 431 before Next.js sees it: keep query values shorter.
  hostileJson.map((v) => encodeURIComponent((typeof v === "string" ? v.toWellFormed() : JSON.stringify(v)).slice(0, 3000))),
);

/** How the body travels: the classes of broken request framing. */
const FRAMINGS = [
  "json",
  "json",
  "json",
  "empty",
  "not-json",
  "wrong-type",
  "no-type",
  "json-array",
  "json-scalar",
  "multipart",
  "broken-multipart",
] as const;
export type BodyFraming = (typeof FRAMINGS)[number];
export const bodyFraming: fc.Arbitrary<BodyFraming> = fc.constantFrom(...FRAMINGS);

/** Sets a dotted path in a JSON-like object, creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== "object" || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}
