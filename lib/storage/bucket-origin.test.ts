import { describe, expect, it } from "vitest";
import type { Env } from "@/lib/env";
import { bucketOrigin } from "@/lib/storage/bucket-origin";

const settings = (over: Partial<Env>) => ({ STORAGE_S3_REGION: "eu-west-3", STORAGE_S3_FORCE_PATH_STYLE: false, ...over }) as Env;

describe("bucketOrigin", () => {
  it("is where presigned URLs point: the endpoint's origin, or AWS's regional host", () => {
    expect(bucketOrigin(settings({}))).toBeNull();
    expect(bucketOrigin(settings({ STORAGE_S3_BUCKET: "b", STORAGE_S3_ENDPOINT: "https://acc.r2.cloudflarestorage.com/x" }))).toBe(
      "https://acc.r2.cloudflarestorage.com",
    );
    expect(bucketOrigin(settings({ STORAGE_S3_BUCKET: "b" }))).toBe("https://b.s3.eu-west-3.amazonaws.com");
    expect(bucketOrigin(settings({ STORAGE_S3_BUCKET: "b", STORAGE_S3_FORCE_PATH_STYLE: true }))).toBe(
      "https://s3.eu-west-3.amazonaws.com",
    );
  });
});
