// The words of the not-found page and of the screen shown when the app itself fails.

export const notFoundMeta = { title: "Page not found", description: "The page you are looking for does not exist." } as const;

export const notFound = {
  code: "404",
  title: "Oops! Page not found",
  home: { label: "Return to Home", href: "/" },
  /** Ways on besides home, for a visitor who came looking for the studio's work or services. */
  elsewhere: [
    { label: "See our work", href: "/work" },
    { label: "Explore services", href: "/services" },
  ],
} as const;

export const appError = {
  title: "Unexpected Application Error!",
  description: "Something went wrong on our side. Please try again, or go back to the home page.",
  home: { label: "Return to Home", href: "/" },
} as const;
