import { defineConfig } from "vitest/config";

export default defineConfig({
  // keep vitest's results cache (it orders the files) inside the project
  cacheDir: ".vite-cache",
  test: {
    testTimeout: 1000,
    include: ["test/**/*.test.js"],
  },
});
