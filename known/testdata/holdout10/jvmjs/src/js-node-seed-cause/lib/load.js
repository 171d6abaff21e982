import { readFile } from "node:fs/promises";

export async function loadSeed(path) {
  const text = await readFile(path, "utf8");
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`cannot load seed data from ${path}`, { cause: err });
  }
}
