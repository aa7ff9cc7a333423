import fs from "node:fs";
import path from "node:path";
import "../../app/api/v1/route-index";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { generateClientTypes } from "@/lib/api-client/generate";

// Writes lib/api-client/schema.d.ts from the document the routes generate (no server needed).
const out = path.resolve(import.meta.dirname, "../../lib/api-client/schema.d.ts");
fs.writeFileSync(out, await generateClientTypes(buildOpenApiDocument("/api/v1")));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
