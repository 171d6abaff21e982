import { route } from "./handlers/index.js";
import { parseSignature } from "./util/signature.js";

export function handle(req, body) {
  const sig = parseSignature(req.headers["x-hub-signature-256"]);
  if (sig == null) {
    return { status: 401, body: "missing signature" };
  }
  const event = req.headers["x-event"];
  console.log(`relay: ${event} (${body.length} bytes)`);
  return route(event, JSON.parse(body));
}

export function port() {
  return Number(process.env.PORT) || 8080;
}
