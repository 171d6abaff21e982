import { defineConfig } from "vite";

export default defineConfig({
  build: {
    outDir: "dist",
    sourcemap: true,
  },
  test: {
    include: ["test/**/*.test.js"],
    fileParallelism: false,
  },
});
