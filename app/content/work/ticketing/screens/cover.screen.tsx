// The study's cover (its frontmatter's preview: the /work card and the social card): the product
// itself, the seat picker on a laptop-sized window and the ticket on a phone, on Gatepass's ink.
// Both are the story's own screens, drawn smaller, so the cover can never show another product.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen, Logo } from "./brand";
import Seats from "./seats.screen";
import Ticket from "./ticket.screen";
import "./cover.screen.css";

export const frame: ScreenFrame = { width: 1000, height: 750 };

export default function Cover() {
  return (
    <GatepassScreen className="gp-cover">
      <div className="gp-cover-logo">
        <Logo height={30} />
      </div>
      <div className="gp-cover-window">
        <div className="gp-cover-bar">
          <i />
          <i />
          <i />
          <span>gatepass.de/sound-house/mira-kallio</span>
        </div>
        <div className="gp-cover-scaled gp-cover-seats">
          <Seats />
        </div>
      </div>
      <div className="gp-cover-phone">
        <div className="gp-cover-scaled gp-cover-ticket">
          <Ticket />
        </div>
      </div>
    </GatepassScreen>
  );
}
