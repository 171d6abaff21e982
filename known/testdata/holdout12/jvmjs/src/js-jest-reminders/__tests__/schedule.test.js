const { reminderTimes, HOUR } = require("../src/schedule");

describe("reminderTimes", () => {
  const appt = Date.UTC(2025, 2, 10, 9, 0);

  test("two reminders for an appointment days away", () => {
    expect(reminderTimes(appt, appt - 72 * HOUR)).toEqual([appt - 24 * HOUR, appt - 2 * HOUR]);
  });

  test("only the 2 h reminder when booked the same day", () => {
    expect(reminderTimes(appt, appt - 5 * HOUR)).toEqual([appt - 2 * HOUR]);
  });

  test("no reminders for a walk-in", () => {
    expect(reminderTimes(appt, appt - HOUR)).toEqual([]);
  });
});
