const js = require("@eslint/js");

module.exports = [
  js.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "commonjs",
      globals: {
        require: "readonly", module: "writable", process: "readonly", console: "readonly",
        setTimeout: "readonly", clearTimeout: "readonly",
      },
    },
    rules: {
      "no-unused-vars": "warn",
      "no-console": "warn",
      "prefer-const": "warn",
    },
  },
  {
    files: ["test/**/*.js"],
    languageOptions: {
      globals: { describe: "readonly", test: "readonly", expect: "readonly", beforeEach: "readonly", jest: "readonly" },
    },
  },
];
