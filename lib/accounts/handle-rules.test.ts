import { describe, expect, it } from "vitest";
import { handleField, handleFromName, handleProblem, looksLikeHandle } from "@/lib/accounts/handle-rules";

describe("handles", () => {
  it("derives a handle from a name: accents folded, runs of other characters one hyphen, no edge hyphens", () => {
    expect(handleFromName("Ada Lovelace")).toBe("ada-lovelace");
    expect(handleFromName("  Zoë  O'Brien!! ")).toBe("zoe-o-brien");
    expect(handleFromName("Prompt Studio — Official Store of Great Things")).toBe("prompt-studio-official-s");
  });

  it("gives no handle for a name too short, without letters, or reserved", () => {
    expect(handleFromName("Al")).toBeNull();
    expect(handleFromName("李雷")).toBeNull();
    expect(handleFromName("Admin")).toBeNull();
  });

  it("refuses malformed and reserved handles with a reason, accepts good ones", () => {
    expect(handleProblem("ab")).toMatch(/at least 3/);
    expect(handleProblem("a".repeat(31))).toMatch(/at most 30/);
    expect(handleProblem("-ada")).toMatch(/lowercase letters/);
    expect(handleProblem("ada_l")).toMatch(/lowercase letters/);
    expect(handleProblem("ada--l")).toMatch(/single hyphens/);
    expect(handleProblem("dashboard")).toMatch(/reserved/);
    expect(handleProblem("ada-lovelace-2")).toBeNull();
  });

  it("lower-cases and trims what is typed before checking", () => {
    expect(handleField.parse("  Ada-Writes ")).toBe("ada-writes");
    expect(handleField.safeParse("Sellers").success).toBe(false);
  });

  it("tells a possible handle from a path that cannot be one", () => {
    expect(looksLikeHandle("ada-lovelace")).toBe(true);
    expect(looksLikeHandle("Ada")).toBe(false);
    expect(looksLikeHandle("x")).toBe(false);
  });
});
