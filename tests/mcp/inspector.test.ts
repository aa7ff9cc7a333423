import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/server";
import { addKeyAt, purchaseScenario, setUpFakeProvider } from "../ai/fixtures";

// The official MCP Inspector's CLI (@modelcontextprotocol/inspector-cli 1.0.3, on the v1 SDK: a 2025-era client no one
// here wrote) against the built app. `@modelcontextprotocol/inspector` itself declares Node 22 (docs/mcp.md#testing).

const fake = setUpFakeProvider();
const CLI = path.resolve(import.meta.dirname, "../../node_modules/@modelcontextprotocol/inspector-cli/build/index.js");

async function inspector(apiKey: string, args: string[]): Promise<any> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLI, `${await baseUrl()}/api/mcp`, "--transport", "http", "--header", `Authorization: Bearer ${apiKey}`, ...args],
    // Its build reads "../package.json" checked against the working directory but imported beside the script: run it there.
    { timeout: 30_000, cwd: path.dirname(CLI) },
  );
  return JSON.parse(stdout);
}

describe("the MCP Inspector CLI against /api/mcp", () => {
  it("lists, gets and runs a purchased prompt", async () => {
    const s = await purchaseScenario({ content: "Write a {{tone}} haiku about {{topic}}." });
    await addKeyAt(s.buyer.key, fake.url);

    const listed = await inspector(s.buyer.key, ["--method", "prompts/list"]);
    expect(listed.prompts).toEqual([
      expect.objectContaining({
        name: s.product.id,
        arguments: [
          expect.objectContaining({ name: "tone", required: true }),
          expect.objectContaining({ name: "topic", required: true }),
          expect.objectContaining({ name: "version", required: false }),
        ],
      }),
    ]);

    const got = await inspector(s.buyer.key, [
      "--method",
      "prompts/get",
      "--prompt-name",
      s.product.id,
      "--prompt-args",
      "tone=calm",
      "topic=rivers",
    ]);
    expect(got.messages[0].content.text).toBe("Write a calm haiku about rivers.");

    const tools = await inspector(s.buyer.key, ["--method", "tools/list"]);
    expect(tools.tools.map((t: any) => t.name)).toEqual(expect.arrayContaining(["run_prompt", "search_catalog", "get_product"]));

    const ran = await inspector(s.buyer.key, [
      "--method",
      "tools/call",
      "--tool-name",
      "run_prompt",
      "--tool-arg",
      `productId=${s.product.id}`,
      'variables={"tone":"calm","topic":"rivers"}',
    ]);
    expect(ran.isError).toBeFalsy();
    expect(ran.content[0].text).toBe("echo: Write a calm haiku about rivers.");
    expect(ran.structuredContent.executionId).toMatch(/^exec_/);
  });
});
