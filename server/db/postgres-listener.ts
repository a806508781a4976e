// LISTEN on a dedicated connection (a pool's connections come and go, and a listening one must
// stay). A broken connection (database restart, failover, idle cut) must never crash the
// process: the 'error' event is handled, and it reconnects with backoff, calling onConnect each
// time so that the caller can catch up on what it missed while away.
import pg from "pg";

// A LISTEN connection is idle by design, so a half-open one (the primary failed over, a NAT dropped
// it) sends nothing and hears nothing: with the OS default of two hours before the first keepalive
// probe, wake-ups would be lost until polling noticed. Probing after 10 s of silence finds it in
// well under a minute, and the reconnect catches up.
export const listenerKeepAliveIdleMs = 10_000;

export type ListenOptions = { onConnect?: () => void; minDelayMs?: number; maxDelayMs?: number };

export async function listenWithReconnect(
  databaseUrl: string,
  channel: string,
  onNotify: () => void,
  { onConnect, minDelayMs = 250, maxDelayMs = 10_000 }: ListenOptions = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = minDelayMs;

  const reconnectLater = (client: pg.Client) => {
    if (stopped || client !== current) return; // already handled for this client
    current = undefined;
    client.end().catch(() => {});
    retry = setTimeout(() => void connect(), delayMs);
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  };

  const connect = async () => {
    retry = undefined;
    if (stopped) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: "agency-site-outbox-listener",
      keepAlive: true,
      keepAliveInitialDelayMillis: listenerKeepAliveIdleMs,
    });
    current = client;
    client.on("error", () => reconnectLater(client));
    client.on("end", () => reconnectLater(client));
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch {
      reconnectLater(client);
      return;
    }
    if (client !== current) return;
    delayMs = minDelayMs;
    onConnect?.();
  };

  await connect(); // the first attempt, whatever its outcome: retries go on in the background
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
