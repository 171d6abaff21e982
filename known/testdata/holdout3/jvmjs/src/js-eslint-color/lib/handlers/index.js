import { forward } from "../util/forward.js";

const targets = {
  push: "https://ci.internal/hooks/push",
  release: "https://deploy.internal/hooks/release",
};

export function route(event, payload) {
  switch (event) {
    case "ping":
      return { status: 200, body: "pong" };
    case "push":
      if (payload.deleted == true) {
        return { status: 204 };
      }
    case "release":
      return forward(targets[event], payload);
    default:
      console.error(`unhandled event ${event}`);
      return { status: 202 };
  }
}

export function describe(event, payload) {
  const targets = Object.keys(payload);
  return `${event}: ${targets.join(", ")}`;
}
