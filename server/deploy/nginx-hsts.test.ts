// HSTS is set where TLS ends: the shipped nginx configuration sends it on https, exactly once
// (in place of the copy a replica sends), and never on plain http.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPgliteDataDir, removeDataDir } from "../../testing/database-engines.ts";
import { freePort } from "../../testing/free-port.ts";
import { startNginx, type Nginx } from "../../testing/nginx.ts";
import { killServerProcesses, startServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";

const siteConf = new URL("../../deploy/nginx/agency-site.conf", import.meta.url).pathname;
const fixture = createStaticFixture();
const certificates = mkdtempSync(join(tmpdir(), "nginx-tls-"));
let dataDirs: string[] = [];
let nginx: Nginx;
let httpsPort: number;

beforeAll(async () => {
  // A throwaway self-signed certificate, as listen.conf would name a real one.
  const [certificate, key] = [join(certificates, "cert.pem"), join(certificates, "key.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-subj",
      "/CN=localhost",
      "-keyout",
      key,
      "-out",
      certificate,
    ]),
    { stdio: "ignore" },
  );
  dataDirs = [await freshPgliteDataDir(), await freshPgliteDataDir()];
  // Two replicas, answering in turn: one sends HSTS itself (an https PUBLIC_SITE_URL), which nginx
  // must not pass on as a second copy; the other does not (its PUBLIC_SITE_URL left at http).
  const replicas = [
    await startServerProcess({
      DATA_DIR: dataDirs[0]!,
      STATIC_DIR: fixture.dir,
      PUBLIC_SITE_URL: "https://studio.example",
      TRUST_PROXY: "1",
    }),
    await startServerProcess({ DATA_DIR: dataDirs[1]!, STATIC_DIR: fixture.dir, TRUST_PROXY: "1" }),
  ];
  httpsPort = await freePort();
  nginx = await startNginx({
    siteConf,
    upstreams: replicas.map((replica) => new URL(replica.url).host),
    listenExtra: `listen 127.0.0.1:${httpsPort} ssl;\nssl_certificate ${certificate};\nssl_certificate_key ${key};\n`,
  });
}, 180_000); // two server processes starting
afterAll(async () => {
  await nginx?.stop();
  await killServerProcesses();
  for (const dir of dataDirs) removeDataDir(dir);
  rmSync(certificates, { recursive: true, force: true });
  fixture.remove();
});

/** The values of every Strict-Transport-Security header of a GET over https. */
const hstsOverHttps = (path: string) =>
  new Promise<string[]>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: httpsPort, path, rejectUnauthorized: false }, (res) => {
      res.resume();
      const values: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        if (res.rawHeaders[i]!.toLowerCase() === "strict-transport-security") values.push(res.rawHeaders[i + 1]!);
      resolve(values);
    });
    req.on("error", reject);
    req.end();
  });

describe("HSTS in the shipped nginx configuration", { timeout: 120_000 }, () => {
  it("is sent once over https, on pages, errors and the API alike", async () => {
    for (const path of ["/", "/", "/no-such-page", "/no-such-page", "/healthz", "/healthz"])
      expect(await hstsOverHttps(path)).toEqual(["max-age=63072000; includeSubDomains"]);
  });

  it("is not sent over plain http", async () => {
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${nginx.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });
});
