import js from "@eslint/js";

export default [
  { ignores: ["node_modules/", ".vite-cache/"] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { console: "readonly", process: "readonly" } },
    rules: { "no-unused-vars": "warn", "prefer-const": "warn" },
  },
];
