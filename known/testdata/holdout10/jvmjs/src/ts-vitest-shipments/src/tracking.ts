export class TrackingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TrackingError";
  }
}

export interface Event {
  at: string;
  code: string;
  place: string;
}

export function parseEvents(json: string): Event[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    throw new TrackingError("carrier sent an unreadable event list", { cause: err });
  }
  if (!Array.isArray(raw)) throw new TrackingError("event list is not an array");
  return raw as Event[];
}

export async function latest(fetchEvents: () => Promise<string>): Promise<Event | undefined> {
  const events = parseEvents(await fetchEvents());
  return events.at(-1);
}
