import { find, forResource, save, type Booking } from "../lib/store.js";
import { overlaps, parseSlot } from "../lib/time.js";
import { confirmationEmail } from "../lib/mail.js";

export function create(b: Booking): { status: number; body: unknown } {
  const wanted = parseSlot(b.slot);
  const clash = forResource(b.resource).find((o) => overlaps(parseSlot(o.slot), wanted));
  if (clash) {
    return { status: 409, body: { error: "slot taken", by: clash.id } };
  }
  save(b);
  const mail = confirmationEmail(b.contact?.email, b.resource, b.slot);
  return { status: 201, body: { id: b.id, mail } };
}

export function get(id: string): { status: number; body: unknown } {
  const b = find(id);
  return b ? { status: 200, body: b } : { status: 404, body: { error: "not found" } };
}
