import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, spokenText } from "./toast-store";

describe("toast queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows at most one toast: a new one replaces the one on screen", () => {
    const store = createToastStore();
    store.show({ title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" });
    store.show({ title: "Message sent!" });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["Message sent!"]);
  });

  it("keeps a dismissed toast, closed, for 1,000,000 ms and then removes it", () => {
    const store = createToastStore();
    const id = store.show({ title: "Message sent!" });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("tells subscribers about every change", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: "Hello" });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show({ title: "Again" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("what a screen reader hears", () => {
  it("joins title and description as a person reads them, without doubled punctuation", () => {
    expect(spokenText({ title: "Message sent!", description: "We'll get back to you within 1-2 business days." })).toBe(
      "Message sent! We'll get back to you within 1-2 business days.",
    );
    expect(spokenText({ title: "Error", description: "Failed to send message. Please try again." })).toBe(
      "Error: Failed to send message. Please try again.",
    );
    expect(spokenText({ title: "Saved." })).toBe("Saved.");
    expect(spokenText({ title: "Hello", description: "" })).toBe("Hello");
  });
});
