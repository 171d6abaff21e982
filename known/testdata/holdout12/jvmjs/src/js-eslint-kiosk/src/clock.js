export function minutesLate(appointmentAt, now = new Date()) {
  const diff = Math.round((now - appointmentAt) / 60000);
  return diff > 0 ? diff : 0;
}

export function isLate(appointmentAt, now, graceMinutes = 15) {
  const late = minutesLate(appointmentAt, now);
  let onTime = false;
  if (onTime = late <= graceMinutes) {
    return false;
  }
  return !onTime;
}
