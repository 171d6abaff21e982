const { UserStore } = require("../src/users");

describe("UserStore", () => {
  test("normalises the email", () => {
    const s = new UserStore();
    expect(s.create({ email: " Ana@Example.com ", name: "Ana" }).email).toBe("ana@example.com");
  });

  test("rejects a duplicate", () => {
    const s = new UserStore();
    s.create({ email: "ana@example.com", name: "Ana" });
    expect(() => s.create({ email: "ANA@example.com", name: "Ana" })).toThrow("already registered");
  });

  test("finds by email", () => {
    const s = new UserStore();
    s.create({ email: "ben@example.com", name: "Ben" });
    expect(s.find("BEN@example.com")).toMatchObject({ id: 1, name: "Ben" });
  });
});
