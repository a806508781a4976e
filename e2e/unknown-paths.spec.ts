import { expect, test } from "@playwright/test";
import { missingPage, waitForHydration } from "./support/site";

// Every shape of unknown address gets the not-found page as the server sent it: nothing in the
// browser redraws it (a route pattern that matched the address in the browser but not on the
// server once made React throw a hydration error and wipe the visitor's theme), the console
// holds only the spec's error naming the path, and a chosen theme stays.
for (const path of ["/x", "/work/x", "/work/x/y", "/services/x"]) {
  test(`${path} shows the not-found page, logs only its path and keeps a chosen light theme on a dark system`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      // The browser's own note that the document itself came with status 404: that is the answer.
      const documentStatus = message.text().includes("status of 404") && new URL(message.location().url).pathname === path;
      if (!documentStatus) messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => messages.push(`uncaught: ${error.message}`));

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // Everything the page loads has loaded (goto waits for the load event) and run: its scripts,
    // if it had any, hydrated. Waiting for the network to go quiet instead cost half a second or
    // more per page, and the not-found page keeps no request open for long.
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`404: ${missingPage.h1}`);
    expect(messages).toEqual([`error: 404 Error: User attempted to access non-existent route: ${path}`]);
    await expect(page.locator("html")).toHaveClass("light");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });
}
