import { describe, expect, it } from "vitest";
import { roomLabel, withRoom } from "../src/rooms";

describe("rooms", () => {
  it("labels ground floor rooms", () => {
    expect(roomLabel(withRoom("c-osei", "Dr Osei"))).toBe("Ground floor, room G.03");
  });

  it("labels upstairs rooms", () => {
    expect(roomLabel(withRoom("c-byrne", "Dr Byrne"))).toBe("Room 2.16");
  });
});
