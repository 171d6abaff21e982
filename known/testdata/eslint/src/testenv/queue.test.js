const { Queue } = require("./queue");

describe("Queue", () => {
  it("keeps order", () => {
    const q = new Queue();
    q.push(1);
    q.push(2);
    expect(q.shift()).toBe(1);
    expect(q.shift()).toBe(2);
  });

  it("starts empty", () => {
    const q = new Queue();
    expect(q.shift() == undefined).toBe(true);
  });
});
