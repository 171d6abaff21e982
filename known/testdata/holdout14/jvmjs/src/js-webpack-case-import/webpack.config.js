const path = require("path");

module.exports = {
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "timetable.[contenthash:8].js",
    clean: true,
  },
  performance: { hints: false },
};
