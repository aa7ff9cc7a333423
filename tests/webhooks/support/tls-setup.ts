import path from "node:path";
import { testDatabase } from "../../support/database";
import { makeCertificate } from "../../support/tls-certificate";

export function setup() {
  makeCertificate(path.dirname(testDatabase.env.WEBHOOK_CA_FILE));
}
