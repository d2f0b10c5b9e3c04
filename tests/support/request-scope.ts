// First, as Next.js's server does: its request stores need AsyncLocalStorage on globalThis, and
// they are made when the first module that uses them loads. Import this file before any route.
import "next/dist/server/node-environment-baseline";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";

/**
 * Runs `work` the way Next.js runs a route handler or server action for `request`: `headers()`
 * (and so requireStaff) reads the request's headers, and work handed to `after()` is kept until
 * the handler has answered, then run (`finish`), as the server does once the response is sent.
 * Only the parts of Next.js's request stores those functions read are filled in.
 */
export async function inRequestScope<T>(
  request: Request,
  work: () => Promise<T>,
): Promise<{ result: T; finish: () => Promise<void> }> {
  const later: (() => unknown)[] = [];
  const workStore = {
    route: new URL(request.url).pathname,
    forceStatic: false,
    dynamicShouldError: false,
    afterContext: { after: (task: () => unknown) => void later.push(task) },
  };
  const requestStore = { type: "request", phase: "action", headers: request.headers };
  const result = await workAsyncStorage.run(workStore as never, () =>
    workUnitAsyncStorage.run(requestStore as never, work),
  );
  return {
    result,
    finish: async () => {
      for (const task of later.splice(0)) await task();
    },
  };
}
