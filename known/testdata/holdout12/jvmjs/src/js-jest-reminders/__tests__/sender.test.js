const { Sender } = require("../src/sender");

function fakes() {
  const sms = { send: jest.fn().mockResolvedValue({ id: "m1" }) };
  const templates = {
    render: jest.fn((name, v) => `Hi ${v.name}, see you at ${v.time} at ${v.clinic}.`),
  };
  return { sms, templates };
}

describe("Sender", () => {
  test("renders the reminder template with the patient's first name", async () => {
    const { sms, templates } = fakes();
    const sender = new Sender(sms, templates);
    await sender.remind(
      { firstName: "Ada", phone: "+353871234567" },
      { time: "09:00", clinic: "Harbour Road", room: "2B" },
    );
    expect(templates.render).toHaveBeenCalledWith("reminder", {
      name: "Ada",
      time: "09:00",
      clinic: "Harbour Road",
      room: "2B",
    });
  });

  test("sends one SMS per appointment in a batch", async () => {
    const { sms, templates } = fakes();
    const sender = new Sender(sms, templates);
    await sender.remindAll([
      { patient: { firstName: "Ada", phone: "+1" }, appointment: { time: "09:00", clinic: "A" } },
      { patient: { firstName: "Bo", phone: "+2" }, appointment: { time: "10:00", clinic: "A" } },
    ]);
    expect(sms.send).toHaveBeenCalledTimes(2);
  });
});
