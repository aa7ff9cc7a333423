/**
 * The /docs reference, read from the OpenAPI document (lib/api/openapi.ts): each tag's operations with their
 * parameters, body fields and answers, and the webhook events, as plain data the page renders on the server
 * (docs/decisions/053-own-api-reference-page.md).
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
  "x-dashboard-only"?: boolean;
};
export type OpenApiDocument = {
  info: { title: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type ReferenceField = { name: string; where?: string; type: string; required: boolean; description?: string };
export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  auth: "key" | "session" | "none";
  fields: ReferenceField[];
  bodyType?: string;
  responses: { status: string; description: string }[];
};
export type ReferenceSection = { tag: string; id: string; description?: string; operations: ReferenceOperation[] };
export type ReferenceEvent = { name: string; summary: string; fields: ReferenceField[] };

const METHODS = ["get", "post", "put", "patch", "delete"];

export function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function resolve(schema: Schema | undefined, doc: OpenApiDocument): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split("/").pop()!];
}

/** A short human description of a schema's type: "string (3–120 characters)", "PROMPT or WORKFLOW", "string[]". */
export function typeOf(schema: Schema | undefined, doc: OpenApiDocument): string {
  if (!schema) return "any";
  if (schema.$ref) return typeOf(resolve(schema, doc), doc);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map((v) => typeOf(v, doc)))].join(" or ");
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(", ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "object");
  if (type === "array") return `${typeOf(schema.items, doc)}[]`;
  const bounds: string[] = [];
  if (schema.format) bounds.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    bounds.push(`${schema.minLength ?? 0}–${schema.maxLength ?? "∞"} characters`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) bounds.push(`${schema.minimum ?? "−∞"}–${schema.maximum ?? "∞"}`);
  return bounds.length ? `${type} (${bounds.join(", ")})` : type;
}

function fieldsOf(schema: Schema | undefined, doc: OpenApiDocument, where?: string): ReferenceField[] {
  const s = resolve(schema, doc);
  if (!s?.properties) return [];
  return Object.entries(s.properties).map(([name, p]) => ({
    name,
    where,
    type: typeOf(p, doc),
    required: s.required?.includes(name) ?? false,
    description: p.description ?? resolve(p, doc)?.description,
  }));
}

function operationOf(method: string, path: string, o: Operation, doc: OpenApiDocument): ReferenceOperation {
  const params: ReferenceField[] = (o.parameters ?? []).map((p) => ({
    name: p.name,
    where: p.in,
    type: typeOf(p.schema, doc),
    required: p.required ?? false,
    description: p.description ?? p.schema?.description,
  }));
  const [mediaType, body] = Object.entries(o.requestBody?.content ?? {})[0] ?? [];
  const bodyFields = fieldsOf(body?.schema, doc, "body");
  return {
    id: o.operationId ?? anchorOf(`${method} ${path}`),
    method: method.toUpperCase(),
    path,
    summary: o.summary ?? "",
    description: o.description && o.description !== o.summary ? o.description : undefined,
    auth: o["x-dashboard-only"] ? "session" : o.security?.length ? "key" : "none",
    fields: [...params, ...bodyFields],
    bodyType: mediaType && (mediaType !== "application/json" || bodyFields.length === 0) ? mediaType : undefined,
    responses: Object.entries(o.responses ?? {}).map(([status, r]) => ({ status, description: r.description ?? "" })),
  };
}

/** The document's operations grouped by their first tag, in the document's tag order. */
export function referenceSections(doc: OpenApiDocument): ReferenceSection[] {
  const byTag = new Map<string, ReferenceOperation[]>();
  for (const t of doc.tags ?? []) byTag.set(t.name, []);
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const o = item[method];
      if (!o) continue;
      const tag = o.tags?.[0] ?? "Other";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationOf(method, path, o, doc));
    }
  return [...byTag]
    .filter(([, ops]) => ops.length > 0)
    .map(([tag, operations]) => ({
      tag,
      id: `tag-${anchorOf(tag)}`,
      description: doc.tags?.find((t) => t.name === tag)?.description,
      operations,
    }));
}

/** The webhook events the document describes, each with the fields of its `data`. */
export function referenceEvents(doc: OpenApiDocument): ReferenceEvent[] {
  return Object.entries(doc.webhooks ?? {}).map(([name, item]) => {
    const o = item.post ?? Object.values(item)[0];
    const envelope = resolve(o?.requestBody?.content?.["application/json"]?.schema, doc);
    return { name, summary: o?.summary ?? o?.description ?? "", fields: fieldsOf(envelope?.properties?.data, doc) };
  });
}
