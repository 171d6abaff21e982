const HOUR = 60 * 60 * 1000;

/** reminder times for an appointment: 24 h and 2 h before, never in the past */
function reminderTimes(appointmentAt, now) {
  return [24 * HOUR, 2 * HOUR]
    .map((before) => appointmentAt - before)
    .filter((t) => t > now);
}

module.exports = { reminderTimes, HOUR };
