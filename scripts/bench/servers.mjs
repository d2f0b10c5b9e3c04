// The servers a bench run measures: `next start` on the existing production build and, as a
// reference for static pages, nginx from Debian.
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { freePort, startProcess, stopProcess, tempDir, waitForHttp } from "./processes.mjs";

export const ROOT = resolve(import.meta.dirname, "../..");
const NEXT_BIN = join(ROOT, "node_modules/next/dist/bin/next");

/**
 * Rate limits are per client and all bench traffic comes from 127.0.0.1, so without this the
 * booking rounds would mostly measure 429s. The app documents RATE_LIMIT_MULTIPLIER for load tests.
 */
export const RATE_LIMIT_MULTIPLIER = 1000;

// Anything that would point a bench server at real services or shared state.
const SCRUBBED =
  /^(DATABASE_URL|DATABASE_POOL_SIZE|SMTP_URL|MAIL_FROM|AZURE_.*|GRAPH_.*|STATUS_PASSWORD|PORT|DATA_DIR|NEXT_DIST_DIR|RATE_LIMIT_MULTIPLIER|NODE_OPTIONS)$/;

export function serverEnv(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SCRUBBED.test(key)));
  return { ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...extra };
}

/** `.env*` files Next.js would read on start, which could bring back what serverEnv removes. */
export function envFilesPresent() {
  return [".env", ".env.local", ".env.production", ".env.production.local"].filter((f) =>
    existsSync(join(ROOT, f)),
  );
}

export function buildInfo(dist) {
  const dir = resolve(ROOT, dist);
  const idFile = join(dir, "BUILD_ID");
  if (!existsSync(idFile)) return null;
  return { dir, id: readFileSync(idFile, "utf8").trim(), builtAt: statSync(idFile).mtime };
}

/**
 * `next start` as a direct child (not through npm, which would leave the renamed `next-server`
 * process behind), on its own port and its own empty data folder unless one is given.
 */
export async function startNext({ dist, dataDir = tempDir("data"), port, label = "next", env = {} }) {
  port ??= await freePort();
  const logFile = join(tempDir(`log-${label}`), "server.log");
  const proc = startProcess(process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    cwd: ROOT,
    env: serverEnv({
      NEXT_DIST_DIR: dist,
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: String(RATE_LIMIT_MULTIPLIER),
      ...env,
    }),
    logFile,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/locations`, proc);
  return { ...proc, url, port, dataDir, stop: () => stopProcess(proc) };
}

export function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Installs Debian's nginx when it is missing and we are root; returns its path or null. */
export function ensureNginx(log) {
  let binary = nginxBinary();
  if (binary) return binary;
  if (process.getuid?.() !== 0) {
    log("nginx is not installed and this is not root: skipping the nginx reference.");
    return null;
  }
  log("Installing nginx with apt-get (not found) …");
  const apt = (args) =>
    execFileSync("apt-get", args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    apt(["install", "-y", "-q", "nginx"]);
  } catch {
    apt(["update", "-q"]);
    apt(["install", "-y", "-q", "nginx"]);
  }
  binary = nginxBinary();
  return binary;
}

export function nginxVersion(binary) {
  // nginx prints its version on stderr.
  const { stdout, stderr } = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return `${stdout}${stderr}`.trim().replace(/^nginx version: /, "");
}

/**
 * nginx serving one prerendered HTML file at the same path as the app. One worker process: the
 * Next.js server is a single Node.js process too, and the load generator needs the other core.
 */
export async function startNginx({ binary, htmlFile, path }) {
  const port = await freePort();
  const dir = tempDir("nginx");
  chmodSync(dir, 0o755);
  const site = join(dir, "site");
  mkdirSync(site, { mode: 0o755 });
  copyFileSync(htmlFile, join(site, "page.html"));
  chmodSync(join(site, "page.html"), 0o644);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    location = ${path} { default_type "text/html; charset=utf-8"; try_files /page.html =404; }
  }
}
`,
  );
  const proc = startProcess(binary, ["-c", conf, "-g", "daemon off;"], {
    cwd: dir,
    env: process.env,
    logFile: join(dir, "stdout.log"),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${path}`, proc, 15_000);
  return { ...proc, url, port, stop: () => stopProcess(proc) };
}
