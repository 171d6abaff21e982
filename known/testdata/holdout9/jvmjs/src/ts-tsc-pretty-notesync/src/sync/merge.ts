import type { Note } from "../types";

/** Last writer wins; on a tie the longer body wins so no text is lost. */
export function merge(local: Note | undefined, remote: Note): Note {
  if (!local) return remote;
  if (remote.updatedAt > local.updatedAt) return remote;
  if (remote.updatedAt < local.updatedAt) return local;
  return remote.body.length > local.body.length ? remote : local;
}
