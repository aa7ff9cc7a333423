import fs from "node:fs";
import path from "node:path";
import "../../app/api/v1/route-index";
import { renderEndpointIndex, withEndpointIndex } from "@/lib/api/endpoint-index";
import { registeredOperations } from "@/lib/api/openapi-registry";

// Rewrites the endpoint index of docs/api.md from the registered operations (no server needed).
const page = path.resolve(import.meta.dirname, "../../docs/api.md");
fs.writeFileSync(page, withEndpointIndex(fs.readFileSync(page, "utf8"), renderEndpointIndex(registeredOperations())));
console.log(`wrote the endpoint index of ${path.relative(process.cwd(), page)} (${registeredOperations().length} operations)`);
