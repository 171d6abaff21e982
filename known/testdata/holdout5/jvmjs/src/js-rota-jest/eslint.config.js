const js = require("@eslint/js");

module.exports = [
  js.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "commonjs",
      globals: { require: "readonly", module: "writable", process: "readonly", console: "readonly" },
    },
    rules: {
      "no-unused-vars": "warn",
      "prefer-const": "warn",
      "no-console": "warn",
      eqeqeq: ["warn", "smart"],
    },
  },
  {
    files: ["test/**/*.js"],
    languageOptions: {
      globals: { describe: "readonly", test: "readonly", expect: "readonly", beforeEach: "readonly" },
    },
  },
];
