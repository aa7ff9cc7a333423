import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { encryptSecret } from "@/lib/crypto/secret-box";
import { validateWorkflowDefinition } from "@/lib/ai/workflow-definition";
import { addKeyAt, purchaseScenario, type KeyOptions } from "./fixtures";

/** Two independent steps feeding a third: the smallest workflow with a parallel branch. */
const DIAMOND = {
  inputs: [{ name: "topic", description: "What to write about" }],
  steps: [
    { id: "outline", provider: "openai-compatible", model: "llama3.1", prompt: "Outline {{input.topic}}" },
    { id: "facts", provider: "openai-compatible", model: "llama3.1", prompt: "Facts about {{input.topic}}" },
    {
      id: "draft",
      provider: "openai-compatible",
      model: "llama3.1",
      prompt: "Combine [{{steps.outline.output}}] and [{{steps.facts.output}}]",
      dependsOn: ["outline", "facts"],
    },
  ],
};

/** An author with a published workflow, a buyer who bought it, and the buyer's key sent to `providerUrl`. */
export async function workflowScenario(
  providerUrl: string,
  definition: object = DIAMOND,
  opts: { compatibility?: string[]; key?: KeyOptions } = {},
) {
  const { author, buyer, product } = await purchaseScenario({
    type: "WORKFLOW",
    content: JSON.stringify(definition),
    compatibility: opts.compatibility,
  });
  const key = await addKeyAt(buyer.key, providerUrl, { key: `sk-wf-${newId("k")}`, ...opts.key });
  return { author, buyer, product, key };
}

/** An execution row as POST /ai/workflows/{id}/execute writes it, without enqueueing (for @inngest/test). */
export async function insertWorkflowExecution(opts: {
  userId: string;
  productId: string;
  definition: object;
  input: Record<string, string>;
  keys: Record<string, string>;
  webhookUrl?: string;
  webhookSecret?: string;
}) {
  const def = validateWorkflowDefinition(JSON.stringify(opts.definition));
  const id = newId("exec");
  await (
    await db()
  ).execution.create({
    data: {
      id,
      userId: opts.userId,
      productId: opts.productId,
      kind: "WORKFLOW",
      status: "QUEUED",
      providerKeys: opts.keys,
      definition: def,
      inputSealed: encryptSecret(JSON.stringify(opts.input), id),
      webhookUrl: opts.webhookUrl ?? null,
      webhookSecret: opts.webhookSecret ? encryptSecret(opts.webhookSecret, id) : null,
      steps: { create: def.steps.map((s) => ({ stepId: s.id, provider: s.provider, model: s.model })) },
    },
  });
  return id;
}

/** workflowScenario for DIAMOND plus its queued execution row. */
export async function queueDiamondExecution(
  providerUrl: string,
  input: Record<string, string>,
  webhook: { webhookUrl?: string; webhookSecret?: string } = {},
) {
  const { buyer, product, key } = await workflowScenario(providerUrl);
  return insertWorkflowExecution({
    userId: buyer.id,
    productId: product.id,
    definition: DIAMOND,
    input,
    keys: { "openai-compatible": key.id },
    ...webhook,
  });
}

export type Received = { headers: http.IncomingHttpHeaders; rawBody: string };

/** A webhook receiver on 127.0.0.1 answering with `status()` and keeping every request. */
export async function startReceiver(status: () => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      received.push({ headers: req.headers, rawBody: raw });
      res.writeHead(status()).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 25_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
