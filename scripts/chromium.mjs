// Where the browser tests, screenshots and benchmarks find Chromium, and how they start it.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// Without the networking flags Chromium keeps trying to reach Google services from a closed network.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
