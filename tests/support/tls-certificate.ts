import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Makes the HTTPS receivers' self-signed certificate; the app trusts it through WEBHOOK_CA_FILE, nothing else. */
export function makeCertificate(dir: string, commonName = "127.0.0.1"): { key: string; cert: string } {
  fs.mkdirSync(dir, { recursive: true });
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      `/CN=${commonName}`,
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8") };
}
