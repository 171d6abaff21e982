import js from "@eslint/js";

export default [
  js.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { console: "readonly", process: "readonly", setTimeout: "readonly", URL: "readonly" },
    },
    rules: {
      eqeqeq: ["error", "smart"],
      "no-console": ["warn", { allow: ["error"] }],
      "no-shadow": "warn",
      "no-param-reassign": "warn",
    },
  },
];
