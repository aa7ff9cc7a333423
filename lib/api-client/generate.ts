import openapiTS, { astToString } from "openapi-typescript";

const HEADER = "// Generated from /api/v1/openapi.json by `npm run api:client`; do not edit. A test fails when it drifts.\n";

/** TypeScript types (openapi-typescript) for an OpenAPI document, as checked in at lib/api-client/schema.d.ts. */
export async function generateClientTypes(document: object): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)), { alphabetize: false });
  return HEADER + astToString(ast);
}
