import { defineConfig } from "vitest/config";

export default defineConfig({
  // keep vitest's results cache (it orders the files) inside the project
  cacheDir: ".vite-cache",
  test: { include: ["test/**/*.test.js"] },
});
