export interface Booking {
  id: string;
  resource: string;
  slot: string;
  contact?: { name: string; email?: string };
}

const bookings = new Map<string, Booking>();

export function save(b: Booking): void {
  bookings.set(b.id, b);
}

export function find(id: string): Booking | undefined {
  return bookings.get(id);
}

export function forResource(resource: string): Booking[] {
  return [...bookings.values()].filter((b) => b.resource === resource);
}
