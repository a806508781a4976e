import { cva } from "class-variance-authority";

/** One toast's looks, shared by the Radix view and the plain fallback shown when it cannot load. */
export const toastStyles = cva(
  "pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:hidden",
  {
    variants: {
      variant: {
        default: "border-line bg-surface text-ink",
        destructive: "border-danger bg-danger text-canvas",
      },
    },
  },
);

export const toastViewportStyles = "fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none";
export const toastCloseStyles =
  "absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current";
