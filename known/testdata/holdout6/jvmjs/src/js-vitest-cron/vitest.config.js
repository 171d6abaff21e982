import { defineConfig } from "vitest/config";

export default defineConfig({
  cacheDir: ".vite-cache",
  test: { include: ["test/**/*.test.js"], sequence: { shuffle: false } },
});
