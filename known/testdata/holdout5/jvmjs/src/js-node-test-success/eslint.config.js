import js from "@eslint/js";

export default [
  js.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { console: "readonly", process: "readonly" },
    },
    rules: {
      "no-unused-vars": "warn",
      "no-console": ["warn", { allow: ["error"] }],
      "prefer-template": "warn",
    },
  },
];
