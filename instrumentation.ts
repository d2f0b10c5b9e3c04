export async function register() {
  // Database, mail and calendar code needs Node.js APIs; the edge runtime never runs it.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startBackgroundWork } = await import("./lib/jobs/start");
    await startBackgroundWork();
  }
}
