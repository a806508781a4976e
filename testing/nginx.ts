// Debian's nginx as a child process for tests: its own prefix, configuration, temp and log files
// in a fresh temp dir (nothing under /etc/nginx or /var), loopback only, removed on stop. The
// site configuration is the repository's own file, included as-is; only the two files it
// includes (listen address, upstream servers) are written here, as an operator would.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";
import { prerequisites, requirePrerequisite } from "./prerequisites.ts";

export const nginxBinary = prerequisites.nginx.program;

export type Nginx = { url: string; errorLog(): string; stop(): Promise<void> };

export type NginxOptions = {
  siteConf: string;
  upstreams: readonly string[];
  /** More lines for listen.conf, e.g. a second `listen … ssl;` with its certificate, as an operator writes for TLS. */
  listenExtra?: string;
};

export async function startNginx({ siteConf, upstreams, listenExtra = "" }: NginxOptions): Promise<Nginx> {
  requirePrerequisite(prerequisites.nginx);
  const dir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  chmodSync(dir, 0o755); // nginx's workers run as nobody when the master is root (CI)
  const port = await freePort();
  mkdirSync(join(dir, "agency-site.d"));
  writeFileSync(join(dir, "agency-site.d", "listen.conf"), `listen 127.0.0.1:${port};\nserver_name localhost;\n${listenExtra}`);
  writeFileSync(
    join(dir, "agency-site.d", "upstream-servers.conf"),
    upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=10s;\n`).join(""),
  );
  const errorLog = join(dir, "error.log");
  const mainConf = join(dir, "nginx.conf");
  writeFileSync(
    mainConf,
    `daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "client_body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  include ${siteConf};
}
`,
  );
  const args = ["-p", `${dir}/`, "-c", mainConf, "-e", errorLog];
  const check = spawnSync(nginxBinary, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t failed: ${check.stderr || check.error?.message || `exit ${check.status}`}`);
  }
  const child = spawn(nginxBinary, args, { stdio: ["ignore", "ignore", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM"); // nginx's fast shutdown
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = readFileSync(errorLog, "utf8");
        await stop();
        throw new Error(`nginx did not start: ${String(error)}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { url, errorLog: () => readFileSync(errorLog, "utf8"), stop };
}
