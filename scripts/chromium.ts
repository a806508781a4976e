// How this repository starts Debian's Chromium, for the browser tests and the bench's Lighthouse.
// The machine's network is closed: without these flags Chromium hangs trying to reach Google.

export const chromiumPath = "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
