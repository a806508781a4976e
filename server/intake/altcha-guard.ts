// The ALTCHA proof of work on our server: challenges signed with ALTCHA_HMAC_KEY, and the check
// of a solution the browser sends with the REST insert (header X-Altcha, base64 JSON as the
// altcha widget makes it). A solution is accepted once: its challenge's signature is recorded in
// private.altcha_spent (migration 0007), shared by every replica, until the challenge expires.
import { createHash } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { SqlQueries } from "../db/sql-engine.ts";
import { errorReply, type ErrorReply } from "./postgrest-error.ts";

/** The request header that carries the widget's payload (the insert's body stays the spec's). */
export const altchaHeader = "x-altcha";
export const altchaChallengePath = "/altcha/challenge";

const algorithm = "PBKDF2/SHA-256";

/** How hard a challenge is: PBKDF2 iterations per try, and the range the answer is drawn from. */
export type ProofOfWork = { cost: number; maxCounter: number };

/**
 * 1,000 iterations per try, the answer among 5,000 counters: about half a second in a browser's
 * workers, a few milliseconds to verify. The server always uses these; only tests pass easier
 * ones, so that solving a challenge in Node does not cost them seconds each.
 */
export const productionProofOfWork: ProofOfWork = { cost: 1000, maxCounter: 5000 };
/** Long enough to fill in the form after the challenge was fetched. */
export const challengeLifetimeSeconds = 20 * 60;
// Expired rows are removed at most this often per process (each spend checks the clock).
const purgeEveryMs = 60_000;

export type AltchaGuard = {
  challenge(): Promise<Challenge>;
  /** Undefined when the payload is a fresh, valid solution (now spent); else the 4xx to answer. */
  check(payload: string | undefined): Promise<ErrorReply | undefined>;
};

const refusal = (message: string, hint: string) => errorReply(403, "42501", message, null, hint);
const solveHint = `Fetch a challenge from ${altchaChallengePath}, solve it (the altcha widget does), and send it in the X-Altcha header.`;

type Payload = { challenge: Challenge; solution: Solution };

function decodePayload(payload: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<Payload> | null;
    const { challenge, solution } = value ?? {};
    if (!challenge?.parameters || typeof challenge.signature !== "string" || typeof solution?.counter !== "number") return undefined;
    if (typeof solution.derivedKey !== "string") return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

export type AltchaGuardOptions = {
  hmacKey: string;
  sql: SqlQueries;
  now?: () => number;
  /** Production's unless a test says otherwise. */
  proofOfWork?: ProofOfWork;
};

export function createAltchaGuard({ hmacKey, sql, now = Date.now, proofOfWork = productionProofOfWork }: AltchaGuardOptions): AltchaGuard {
  const { cost, maxCounter } = proofOfWork;
  let lastPurge = 0;
  return {
    challenge: () =>
      createChallenge({
        algorithm,
        cost,
        counter: randomInt(maxCounter),
        deriveKey,
        expiresAt: new Date(now() + challengeLifetimeSeconds * 1000),
        hmacSignatureSecret: hmacKey,
      }),

    async check(payload) {
      if (!payload) return refusal("Proof of work required", solveHint);
      const decoded = payload.length <= 4096 ? decodePayload(payload) : undefined;
      if (!decoded) return refusal("Proof of work invalid", solveHint);
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: hmacKey });
      } catch {
        return refusal("Proof of work invalid", solveHint); // a parameter out of range, a foreign algorithm
      }
      if (result.expired) return refusal("Proof of work expired", solveHint);
      if (!result.verified) return refusal("Proof of work invalid", solveHint);

      if (now() - lastPurge > purgeEveryMs) {
        lastPurge = now();
        await sql.query("delete from private.altcha_spent where expires_at < now()");
      }
      const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? now() / 1000 + challengeLifetimeSeconds) * 1000);
      const signatureHash = createHash("sha256").update(decoded.challenge.signature!).digest("hex");
      const spent = await sql.query(
        "insert into private.altcha_spent (signature_hash, expires_at) values ($1, $2) on conflict do nothing returning 1 as spent",
        [signatureHash, expiresAt],
      );
      if (spent.length === 0) return refusal("Proof of work already used", solveHint);
      return undefined;
    },
  };
}
