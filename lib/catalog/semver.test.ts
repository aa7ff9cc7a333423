import { describe, expect, it } from "vitest";
import { compareSemver, parseSemver } from "@/lib/catalog/semver";

const cmp = (a: string, b: string) => compareSemver(parseSemver(a)!, parseSemver(b)!);

describe("semver", () => {
  it("parses major.minor.patch with optional pre-release and build, and nothing else", () => {
    expect(parseSemver("1.3.0")).toEqual({ major: 1, minor: 3, patch: 0, pre: [] });
    expect(parseSemver("2.0.0-rc.1+build.5")).toEqual({ major: 2, minor: 0, patch: 0, pre: ["rc", "1"] });
    for (const bad of ["1.0", "v1.0.0", "01.0.0", "1.0.0-", "1.0.0-01", "latest", ""]) expect(parseSemver(bad)).toBeNull();
  });

  it("orders as semver.org §11 does", () => {
    const ordered = [
      "1.0.0-alpha",
      "1.0.0-alpha.1",
      "1.0.0-alpha.beta",
      "1.0.0-beta",
      "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1",
      "1.0.0",
      "1.0.1",
      "1.2.0",
      "1.10.0",
      "2.0.0",
    ];
    for (let i = 1; i < ordered.length; i++) expect(cmp(ordered[i - 1], ordered[i]), `${ordered[i - 1]} < ${ordered[i]}`).toBeLessThan(0);
    expect(cmp("1.0.0+a", "1.0.0+b")).toBe(0);
    expect(cmp("1.3.0", "1.2.9")).toBeGreaterThan(0);
  });
});
