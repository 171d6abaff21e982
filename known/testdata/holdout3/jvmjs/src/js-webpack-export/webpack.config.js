const path = require("node:path");

module.exports = {
  entry: { dashboard: "./src/index.js", embed: "./src/embed.js" },
  output: { path: path.resolve(__dirname, "dist"), filename: "[name].js", clean: true },
  module: {
    parser: { javascript: { exportsPresence: "error" } },
  },
};
