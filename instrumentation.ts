export async function register() {
  // Database, mail and calendar code needs Node.js APIs; the edge runtime never runs it.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, before anything reads a setting: a bad value stops the server with its name and rule.
    const { exitOnInvalidSettings } = await import("./lib/settings/check-at-start");
    exitOnInvalidSettings();
    const { recordSocketAddresses } = await import("./lib/api/socket-address");
    recordSocketAddresses();
    const { startBackgroundWork } = await import("./lib/jobs/start");
    await startBackgroundWork();
  }
}
