export type LinkAction = { label: string; to: string };

/** The closing call-to-action band every page ends with. */
export type CallToAction = { title: string; text: string; primary: LinkAction; secondary: LinkAction };
