class Sender {
  constructor(sms, templates) {
    this.sms = sms;
    this.templates = templates;
  }

  async remind(patient, appointment) {
    const text = this.templates.render("reminder", {
      name: patient.firstName,
      time: appointment.time,
      clinic: appointment.clinic,
    });
    await this.sms.send(patient.phone, text);
    return text;
  }

  async remindAll(batch) {
    const results = [];
    for (const { patient, appointment } of batch) {
      results.push(this.remind(patient, appointment));
    }
    return results;
  }
}

module.exports = { Sender };
