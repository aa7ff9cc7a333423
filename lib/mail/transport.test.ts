import { describe, expect, it } from "vitest";
import { isPermanent } from "@/lib/mail/transport";

const smtpError = (code: string, responseCode?: number) => Object.assign(new Error("x"), { code, responseCode });

describe("isPermanent", () => {
  it("treats a 5xx about the recipient or the message as final", () => {
    expect(isPermanent(smtpError("EENVELOPE", 550))).toBe(true);
    expect(isPermanent(smtpError("EMESSAGE", 554))).toBe(true);
  });
  it("retries 4xx, lost connections and a refused login the operator can fix", () => {
    expect(isPermanent(smtpError("EENVELOPE", 451))).toBe(false);
    expect(isPermanent(smtpError("ECONNECTION"))).toBe(false);
    expect(isPermanent(smtpError("ETIMEDOUT"))).toBe(false);
    expect(isPermanent(smtpError("EAUTH", 535))).toBe(false);
  });
});
