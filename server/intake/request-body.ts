// Reads an insert's body as UTF-8 text, within a size limit, and says clearly what went wrong
// otherwise. Every failure is the client's (a 4xx): a body that could not be read (a malformed
// chunked encoding, a client that hung up) is not a server error and is not logged as one.
import { errorReply, type ErrorReply } from "./postgrest-error.ts";

/**
 * A body over the limit is still read (and thrown away) up to this many bytes before the 413 is
 * sent: closing a connection while the client is still sending makes the kernel reset it, and
 * the client would see a reset instead of the answer. Past this, the connection is cut.
 */
export const discardUpToBytes = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  errorReply(413, "PGRST413", `Request body is larger than ${maxBytes} bytes`, null, null, { Connection: "close" });
const unreadable = () =>
  errorReply(400, "PGRST102", "Could not read the request body", "The body ended early or its encoding was malformed.");
const notUtf8 = () => errorReply(400, "22021", 'invalid byte sequence for encoding "UTF8"', "Send the body as UTF-8.");

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

export async function readUtf8Body(request: Request, maxBytes: number): Promise<string | ErrorReply> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > discardUpToBytes) return tooLarge(maxBytes); // not worth reading: cut it
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > discardUpToBytes) {
        await reader.cancel().catch(() => {});
        break;
      }
      if (size <= maxBytes) chunks.push(value);
    }
  } catch {
    return unreadable();
  }
  if (size > maxBytes) return tooLarge(maxBytes);
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    return notUtf8();
  }
}
