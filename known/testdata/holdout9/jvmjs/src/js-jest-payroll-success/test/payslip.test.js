const { payslip } = require("../src/payslip");

describe("payslip", () => {
  test("net is gross minus deductions", () => {
    const p = payslip({ annualGrossCents: 3_600_000 });
    expect(p.gross).toBe(300_000);
    expect(p.net).toBe(p.gross - p.pension - p.tax - p.social);
  });

  test("opt-out raises the tax base", () => {
    const withPension = payslip({ annualGrossCents: 3_600_000 });
    const without = payslip({ annualGrossCents: 3_600_000, pensionOptOut: true });
    expect(without.tax).toBeGreaterThan(withPension.tax);
  });
});
