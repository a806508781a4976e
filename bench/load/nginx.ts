// The reference static server: Debian's nginx serving the same build/client directory with
// the same precompressed .br/.gz files, run as our own foreground process with its own config.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { clientDir, outDir } from "../lib/paths.ts";
import { runCommand, startProcess, waitForHttp, type Started } from "../lib/processes.ts";

const nginxBinary = "/usr/sbin/nginx";
const brotliStaticModule = "/usr/share/nginx/modules/ngx_http_brotli_static_module.so";

export type NginxReference = Started & { origin: string; version: string; brotliStatic: boolean };

/** Installs Debian's nginx (and its brotli_static module) when missing. Needs root and apt. */
export async function ensureNginx() {
  if (existsSync(nginxBinary) && existsSync(brotliStaticModule)) return;
  console.log("  installing nginx with apt-get (not found) …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await runCommand("apt-get", ["update", "-q"], { env, timeoutMs: 300_000 });
  // The brotli module is optional: without it nginx serves gzip to every client.
  await runCommand("apt-get", ["install", "-y", "-q", "nginx"], { env, timeoutMs: 300_000 });
  await runCommand("apt-get", ["install", "-y", "-q", "libnginx-mod-http-brotli-static"], { env, timeoutMs: 300_000 }).catch(
    (error: Error) => console.warn(`  brotli_static not installed, nginx will serve gzip: ${error.message.split("\n")[0]}`),
  );
}

function configFor(dir: string, port: number, workers: number, brotliStatic: boolean) {
  const asRoot = process.getuid?.() === 0;
  return `# Written by bench/load/nginx.ts for one bench run.
${brotliStatic ? `load_module ${brotliStaticModule};` : ""}
daemon off;
master_process on;
${asRoot ? "user www-data;" : ""}
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  server_tokens off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    ${brotliStatic ? "brotli_static on;" : ""}
    etag on;
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    location / {
      add_header Cache-Control "no-cache";
      try_files $uri $uri/index.html =404;
    }
    error_page 404 /404/index.html;
  }
}
`;
}

export async function startNginx(port: number, workers: number): Promise<NginxReference> {
  await ensureNginx();
  const dir = join(outDir, "nginx");
  mkdirSync(dir, { recursive: true });
  const brotliStatic = existsSync(brotliStaticModule);
  const configFile = join(dir, "nginx.conf");
  writeFileSync(configFile, configFor(dir, port, workers, brotliStatic));
  const { stderr } = await runCommand(nginxBinary, ["-v"]);
  await runCommand(nginxBinary, ["-t", "-q", "-c", configFile, "-e", join(dir, "error.log")]);
  const started = startProcess(nginxBinary, ["-c", configFile, "-e", join(dir, "error.log")], { logFile: join(dir, "stdout.log") });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, { process: started, timeoutMs: 10_000 });
  // SIGTERM is nginx's fast shutdown: the master stops its workers and exits.
  return { ...started, origin, version: stderr.trim().replace(/^nginx version: /, ""), brotliStatic };
}
