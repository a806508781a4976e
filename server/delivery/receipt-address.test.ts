import { describe, expect, it } from "vitest";
import { isReceiptAddress, mailboxKey } from "./receipt-address.ts";

describe("whom a receipt may go to", () => {
  it("accepts addresses at public domains", () => {
    for (const address of ["ada@example.com", "ada.lovelace+site@gmail.com", "grace@navy.mil", "x@mail.co.uk", "li@xn--bcher-kva.de"]) {
      expect({ address, ok: isReceiptAddress(address) }).toEqual({ address, ok: true });
    }
  });

  it("refuses local, intranet, reserved and look-alike domains and IP literals", () => {
    for (const address of [
      "root@localhost",
      "admin@intranet",
      "ops@corp.local",
      "ops@build.internal",
      "me@router.home.arpa",
      "a@x.test",
      "a@x.example",
      "a@[192.0.2.1]",
      "a@192.0.2.1",
      "a@[IPv6:2001:db8::1]",
      "a@evil\uff0ecom",
      "a@paypal.c\u200bom",
      "a@bücher.de",
      "a@-bad-.com",
      "a b@example.com",
      "@example.com",
    ]) {
      expect({ address, ok: isReceiptAddress(address) }).toEqual({ address, ok: false });
    }
  });
});

describe("the mailbox an address reaches", () => {
  it("counts +tags, case and Gmail's dots and googlemail.com as the same mailbox", () => {
    expect(mailboxKey("Ada+promo@Example.com")).toBe("ada@example.com");
    expect(mailboxKey("a.d.a+x@googlemail.com")).toBe("ada@gmail.com");
    expect(mailboxKey("ADA@gmail.com")).toBe("ada@gmail.com");
    // Dots matter elsewhere.
    expect(mailboxKey("a.da@example.com")).toBe("a.da@example.com");
  });

  it("counts Proton's dots, hyphens and underscores and its four domains as one mailbox", () => {
    const keys = ["user@proton.me", "u.ser@proton.me", "u-ser@proton.me", "u_ser@proton.me", "U.S-E_R+x@protonmail.com"].map(mailboxKey);
    expect(new Set([...keys, mailboxKey("user@protonmail.ch"), mailboxKey("user@pm.me")])).toEqual(new Set(["user@proton.me"]));
  });

  it("counts iCloud's three domains as one mailbox, but keeps its dots (Apple does not ignore them)", () => {
    expect(new Set(["user@icloud.com", "User@me.com", "user+news@mac.com"].map(mailboxKey))).toEqual(new Set(["user@icloud.com"]));
    expect(mailboxKey("u.ser@icloud.com")).toBe("u.ser@icloud.com");
  });

  it("folds nothing a provider does not document: Outlook's dots and hyphens stay, and its domains stay apart", () => {
    expect(mailboxKey("u.s-er@outlook.com")).toBe("u.s-er@outlook.com");
    expect(mailboxKey("user@hotmail.com")).toBe("user@hotmail.com");
    expect(mailboxKey("u_ser@example.com")).toBe("u_ser@example.com");
  });
});
