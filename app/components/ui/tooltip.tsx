import { cloneElement, createContext, useContext, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from "react";
import { timing } from "~/lib/constants";

// Our own tooltip rather than @radix-ui/react-tooltip: Radix brings a positioning engine
// (about 20 KB gzip) onto the home page, more than all of our own code, to label two
// buttons whose place never changes. This keeps Radix's behaviour: open after the delay on
// hover, at once on keyboard focus, at once again within the skip delay after another
// tooltip closed; close on leave, blur, click and Escape; hoverable (WCAG 1.4.13).

type TooltipTiming = { delayMs: number; skipDelayMs: number; lastClosedAt: { current: number } };

// Every tooltip on a page shares this default: the spec's delays and one clock for the skip delay.
const TooltipContext = createContext<TooltipTiming>({
  delayMs: timing.tooltipDelayMs,
  skipDelayMs: timing.tooltipSkipDelayMs,
  lastClosedAt: { current: Number.NEGATIVE_INFINITY },
});

/** The same timing with a skip-delay clock of its own, for the tooltips inside it (a test's). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const [value] = useState(() => ({ delayMs: timing.tooltipDelayMs, skipDelayMs: timing.tooltipSkipDelayMs, lastClosedAt }));
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}

/** Shows `label` above its single focusable child on hover or keyboard focus. */
export function Tooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<{ "aria-describedby"?: string; "aria-label"?: string }>;
}) {
  const { delayMs, skipDelayMs, lastClosedAt } = useContext(TooltipContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerDown = useRef(false);
  const id = useId();

  const show = (immediately: boolean) => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt.current < skipDelayMs;
    if (immediately || skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt.current = performance.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  return (
    // Focus and pointer events bubble from the trigger to this wrapper, which also holds the
    // tooltip, so moving the pointer onto the tooltip keeps it open.
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType !== "touch" && show(false)}
      onPointerLeave={hide}
      onPointerDown={() => {
        pointerDown.current = true; // a click focuses the button: that is not keyboard focus
        hide();
      }}
      onFocus={() => !pointerDown.current && show(true)}
      onBlur={() => {
        pointerDown.current = false;
        hide();
      }}
    >
      {/* A tooltip that says what the button's name already says describes nothing new: it is not
          referenced, or a screen reader reads "Next testimonial, button, Next testimonial". */}
      {cloneElement(children, { "aria-describedby": open && children.props["aria-label"] !== label ? id : undefined })}
      {open ? (
        // The 8 px between button and bubble is padding of the tooltip, not margin: the pointer
        // crossing it stays inside this wrapper, so the tooltip does not close on the way (WCAG 1.4.13).
        <span role="tooltip" id={id} className="absolute bottom-full left-1/2 z-50 -translate-x-1/2 pb-2">
          <span className="block rounded-md bg-ink px-2.5 py-1.5 text-eyebrow font-medium whitespace-nowrap text-canvas shadow-md">
            {label}
          </span>
        </span>
      ) : null}
    </span>
  );
}
