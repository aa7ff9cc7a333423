import { prefixFromTitle } from "@/lib/licenses/key-shape";
import type { LicenseKeysView } from "@/lib/licenses/schemas";

// A product's license-key settings as the API answers them (no server imports: the catalog's mappers use it).

export type LicenseSettingsRow = {
  title: string;
  licenseKeysEnabled: boolean;
  licenseExpiresInDays: number | null;
  licenseActivationLimit: number | null;
  licensePrefix: string | null;
};

/** A product's settings as the API answers them. */
export function licenseKeysOut(p: LicenseSettingsRow): LicenseKeysView {
  return {
    enabled: p.licenseKeysEnabled,
    expiresInDays: p.licenseExpiresInDays,
    activationLimit: p.licenseActivationLimit,
    prefix: p.licensePrefix ?? prefixFromTitle(p.title),
  };
}
