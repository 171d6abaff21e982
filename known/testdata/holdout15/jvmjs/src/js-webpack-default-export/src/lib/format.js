import { formatDistanceToNow } from "date-fns";

export function eta(iso) {
  return new Intl.DateTimeFormat("en-GB", { weekday: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

export function ago(iso) {
  return formatDistanceToNow(new Date(iso), { addSuffix: true });
}

export function statusLabel(code) {
  return { IN_TRANSIT: "On its way", OUT_FOR_DELIVERY: "Out for delivery", DELIVERED: "Delivered" }[code] ?? code;
}
