import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { encryptSecret } from "@/lib/crypto/secret-box";
import { validateWorkflowDefinition } from "@/lib/ai/workflow-definition";
import { makeUser } from "../support/factories";
import { addProviderKey, buy, makeProduct } from "./fixtures";

/** Two independent steps feeding a third: the smallest workflow with a parallel branch. */
export const DIAMOND = {
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

export async function workflowScenario(providerUrl: string, definition: object = DIAMOND) {
  const author = await makeUser({ name: "Author" });
  const buyer = await makeUser({ name: "Buyer" });
  const product = await makeProduct(author.id, { type: "WORKFLOW", content: JSON.stringify(definition) });
  await buy(buyer.id, product);
  const key = await addProviderKey(buyer.key, { provider: "openai-compatible", key: `sk-wf-${newId("k")}`, baseUrl: providerUrl });
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
