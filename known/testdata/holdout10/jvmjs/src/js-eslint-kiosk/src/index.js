export * from "./lib/menu.js";
export * from "./lib/order.js";
export * from "./lib/loyalty.js";

export function boot(config) {
  console.log(`kiosk ${config.id} ready (${process.env.KIOSK_LOCALE ?? "de-DE"})`);
  return screen.lock();
}
