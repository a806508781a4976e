import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, with one change: hydration starts in a task of its own.
// Evaluating React and the router is already one long task on a slow phone; starting hydration
// inside it (event listeners for the whole document, the router's first state) made it longer,
// and a long task is time in which the page cannot respond to a tap.
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
