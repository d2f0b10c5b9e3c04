import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { stopBackgroundWork } from "@/lib/background/start";
import { settings } from "@/lib/settings";
import { accessLogLine } from "./access-log";
import { metrics } from "./metrics";
import { routeGroup } from "./route-groups";

/**
 * The server process from start to stop: every request is counted (in flight, by route group, how
 * long it took), and SIGTERM stops the instance without dropping a request:
 *
 * 1. /api/ready answers 503 at once, so the proxy's health check takes the instance out of
 *    rotation, while everything that still arrives is served as usual (SHUTDOWN_DRAIN_MS);
 * 2. the listening socket closes and idle connections with it;
 * 3. the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS in all);
 * 4. background work stops: the e-mail or calendar write in progress finishes and every other
 *    claim is handed back to the other instances (lib/background/start.ts);
 * 5. the process exits 0.
 *
 * SIGINT (Ctrl-C at a terminal) skips the drain. Next.js would otherwise close the server and exit
 * as soon as the signal comes, so `npm start` sets NEXT_MANUAL_SIG_HANDLE, Next.js's own switch
 * that leaves signals to the application.
 */
interface Lifecycle {
  servers: Set<Server>;
  inFlight: number;
  draining: boolean;
  installed: boolean;
}

const shared = globalThis as unknown as { __serverLifecycle?: Lifecycle };
const state = (shared.__serverLifecycle ??= {
  servers: new Set(),
  inFlight: 0,
  draining: false,
  installed: false,
});

/** Whether this instance is shutting down: /api/ready answers 503 from the first moment. */
export function isDraining(): boolean {
  return state.draining;
}

/** Starts counting requests and, when Next.js leaves signals to us, handles SIGTERM and SIGINT. */
export function installServerLifecycle(): void {
  if (state.installed) return;
  state.installed = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response, server } = message as {
      request: IncomingMessage;
      response: ServerResponse;
      server: Server;
    };
    state.servers.add(server);
    countRequest(request, response);
  });
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    // A repeated SIGTERM changes nothing (the service manager's SIGKILL after its timeout is the
    // hard stop); a second Ctrl-C at a terminal ends the process at once, as people expect.
    process.on("SIGTERM", () => void shutDown("SIGTERM"));
    process.once("SIGINT", () => void shutDown("SIGINT"));
  } else if (process.env.NODE_ENV === "production") {
    console.warn(
      "NEXT_MANUAL_SIG_HANDLE is not set: a stop signal ends this server at once, dropping the requests in flight (npm start sets it).",
    );
  }
}

function countRequest(request: IncomingMessage, response: ServerResponse) {
  const started = process.hrtime.bigint();
  const { requests, duration, inFlight } = metrics();
  state.inFlight++;
  inFlight.inc();
  // "close" comes for every response, finished or cut off by the client.
  response.once("close", () => {
    state.inFlight--;
    inFlight.dec();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const group = routeGroup(request.url ?? "/");
    const status = response.writableFinished ? response.statusCode : 499;
    requests.inc({ group, method: request.method ?? "?", status: String(status) });
    duration.observe({ group }, seconds);
    const line = accessLogLine({ request, status, seconds, group });
    if (line) process.stdout.write(`${line}\n`);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shutDown(signal: "SIGTERM" | "SIGINT") {
  if (state.draining) return;
  state.draining = true;
  const { shutdownDrainMs, shutdownTimeoutMs } = settings();
  const deadline = Date.now() + shutdownTimeoutMs;
  const drainMs = signal === "SIGTERM" ? shutdownDrainMs : 0;
  console.info(
    `${signal}: shutting down (taking requests for ${drainMs} ms more, then finishing those in flight).`,
  );
  await sleep(drainMs);
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  while (state.inFlight > 0 && Date.now() < deadline) {
    await sleep(25);
    // A keep-alive connection whose last response just ended is idle now: close it too.
    for (const server of state.servers) server.closeIdleConnections();
  }
  const unfinished = state.inFlight;
  const released = await stopBackgroundWork(Math.max(1000, deadline - Date.now()));
  console.info(
    `Stopped: ${unfinished === 0 ? "every request answered" : `${unfinished} request(s) still running at the time limit`}; ` +
      (released
        ? `${released.mail} e-mail, ${released.text} text and ${released.calendar} calendar claim(s) handed back.`
        : "background work still running at the time limit; its claims run out on their own."),
  );
  process.exit(0);
}
