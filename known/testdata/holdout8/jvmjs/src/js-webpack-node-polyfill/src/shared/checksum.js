// shared with the upload API (server/), so both sides agree on the digest
import { createHash } from "crypto";

export function sha256Hex(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
