import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  entry: "./src/index.js",
  output: {
    path: path.resolve(here, "dist"),
    filename: "board.[contenthash:8].js",
    clean: true,
  },
  performance: { hints: false },
};
