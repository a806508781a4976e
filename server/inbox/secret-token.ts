// The inbox's secrets (a sign-in link's token, a session's id): 32 random bytes, written
// base64url for a URL or a cookie, and stored only as their SHA-256, so a copy of the database
// (a backup, a replica) holds nothing that signs anyone in.
import { createHash, randomBytes } from "node:crypto";

export const newSecretToken = () => randomBytes(32).toString("base64url");

/** The stored form: hex of SHA-256, which the SQL turns into bytea with decode($n, 'hex'). */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether `token` could be one of ours (43 base64url characters): anything else is not looked up. */
export const isSecretToken = (token: string | undefined): token is string => token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
