import type { Currency } from "./types.js";

const SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£" };

export function symbol(currency: Currency): string {
  return SYMBOLS[currency];
}

export function format(cents: number, currency: Currency): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${symbol(currency)}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
