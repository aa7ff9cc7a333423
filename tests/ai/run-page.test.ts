import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../support/factories";
import { rawFetch } from "../support/http";
import { signIn } from "../support/session";
import { purchaseScenario } from "./fixtures";

// The run page builds its form from placeholder names and input fields: the prompt or workflow text stays on the
// server (reading it is GET /products/{id}, which records the buyer's access). Both the HTML and the RSC payload
// of a client-side navigation are checked.
async function pageAndPayload(path: string, cookie: string) {
  const html = await rawFetch(path, { headers: { cookie } });
  // Next.js answers a bare RSC request with a redirect to the same path plus its cache-busting `_rsc` parameter.
  const rsc = await rawFetch(path, { headers: { cookie, RSC: "1" }, redirect: "follow" });
  expect(html.status).toBe(200);
  expect(rsc.status).toBe(200);
  expect(rsc.headers.get("content-type")).toContain("text/x-component");
  return { html: await html.text(), payload: await rsc.text() };
}

describe("/dashboard/run/{id} sends the form, not the content", () => {
  it("a prompt: the placeholders, not the prompt's words", async () => {
    const { buyer, product } = await purchaseScenario({ content: "Hidden-Prompt-Marker-7Q: write to {{prospect}} about {{offer}}." });
    const cookie = await signIn(buyer.email, TEST_PASSWORD);
    const { html, payload } = await pageAndPayload(`/dashboard/run/${product.id}`, cookie);
    for (const body of [html, payload]) {
      expect(body).toContain("prospect");
      expect(body).toContain("offer");
      expect(body).not.toContain("Hidden-Prompt-Marker-7Q");
    }
  });

  it("a workflow: its inputs and providers, not its steps' prompts or models", async () => {
    const definition = {
      inputs: [{ name: "topic", description: "What to write about" }],
      steps: [
        { id: "secretstep", provider: "openai-compatible", model: "hidden-model-9Z", prompt: "Hidden-Workflow-Marker-3K {{input.topic}}" },
      ],
    };
    const { buyer, product } = await purchaseScenario({ type: "WORKFLOW", content: JSON.stringify(definition) });
    const cookie = await signIn(buyer.email, TEST_PASSWORD);
    const { html, payload } = await pageAndPayload(`/dashboard/run/${product.id}`, cookie);
    for (const body of [html, payload]) {
      expect(body).toContain("What to write about");
      for (const hidden of ["Hidden-Workflow-Marker-3K", "hidden-model-9Z", "secretstep"]) expect(body).not.toContain(hidden);
    }
  });
});
