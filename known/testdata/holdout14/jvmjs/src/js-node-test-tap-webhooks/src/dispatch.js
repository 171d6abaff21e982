/** Calls every subscriber of an event; a subscriber that throws does not stop the others. */
export function dispatch(subscribers, event, onError = () => {}) {
  const list = subscribers[event.type] ?? [];
  let delivered = 0;
  for (const fn of list) {
    try {
      fn(event);
      delivered++;
    } catch (err) {
      onError(err, fn);
      break;
    }
  }
  return delivered;
}
