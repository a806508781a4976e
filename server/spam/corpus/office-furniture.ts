// A spam kind the corpus has no example of: vendors selling office furniture to the studio. What
// the learning tests and the poisoning bench mark as spam to see that marks still teach.
import type { SpamInput } from "../classify-lead.ts";

/** Three of them, each marked by the operator. */
export const officeFurnitureMarks: SpamInput[] = [
  {
    name: "Harriet Cole",
    email: "harriet@ergoseat-supply.co.uk",
    company: "ErgoSeat Supply",
    message:
      "Hello team, we supply ergonomic office chairs and sit-stand desks to creative studios across Europe. Bulk pricing starts at ten seats with free delivery and assembly. Can I send you our catalogue?",
  },
  {
    name: "Marco Bellini",
    email: "m.bellini@deskworks-furniture.it",
    company: "DeskWorks",
    message:
      "Hi! Is your office ready for the new year? DeskWorks fits out studios with height-adjustable desks, ergonomic chairs and acoustic panels. Studio bundles from €390 per seat, delivery and assembly included. Shall I share the catalogue?",
  },
  {
    name: "Lena Vogt",
    email: "lena.vogt@officefit-moebel.de",
    company: "OfficeFit Möbel",
    message:
      "Good morning, a quick question: are your designers still sitting on old chairs? We furnish agencies with ergonomic chairs, sit-stand desks and quiet phone booths. Bulk discount from ten seats, free assembly. Catalogue and price list on request.",
  },
];

/**
 * A fourth, worded differently, from another sender: what the marks must teach the filter to hold.
 * No "catalogue" and nothing "free": the model trained on round four's corpus holds those words
 * alone, and this one must be let through until the marks teach it (its score between 0.7, what
 * lessons may lift by 0.3, and 1).
 */
export const officeFurnitureFourth: SpamInput = {
  name: "Oskar Lind",
  email: "oskar@nordic-workspace.se",
  company: "Nordic Workspace",
  message:
    "Dear studio, tired back after a long day of design work? Our sit-stand desks and ergonomic office chairs are built for creative teams. Order ten seats or more and delivery and assembly are included. Would you like the brochure with bulk prices?",
};
