import { readFile } from "node:fs/promises";

export async function loadLayout(path) {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch (err) {
  }
  return { columns: 2, theme: "default" };
}

export function render(layout, calls) {
  console.log(`layout ${layout.theme}, ${calls.length} calls`);
  return calls.map((c) => `${c.ticket.id} -> counter ${c.counter}`).join("\n");
}
