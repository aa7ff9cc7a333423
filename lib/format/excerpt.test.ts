import { describe, expect, it } from "vitest";
import { responseExcerpt } from "./excerpt";

describe("responseExcerpt", () => {
  it("turns an HTML error page into its words, without scripts or styles", () => {
    const page = `<!DOCTYPE html><html><head><style>body{color:red}</style><script>track()</script><title>404</title></head>
      <body><h1>Not   Found</h1><p>The page&nbsp;is gone.</p></body></html>`;
    expect(responseExcerpt(page)).toBe("404 Not Found The page is gone.");
  });

  it("keeps JSON and plain text as they are, and cuts long answers with an ellipsis", () => {
    expect(responseExcerpt('{"received":true}')).toBe('{"received":true}');
    expect(responseExcerpt("x".repeat(500), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
