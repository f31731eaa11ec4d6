// ESLint over the site's JavaScript, the JavaScript tests and the build's Node.js tool
// (tests/test_js_static.py runs `eslint web tests/js tools`): ESLint's recommended rules, and a
// few more that catch real mistakes.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // `const { raw: _, ...rest } = entry` leaves a field out on purpose.
      "no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // `x == null` stands for null or undefined; everything else compares strictly.
      eqeqeq: ["error", "always", { null: "ignore" }],
      // One name, one thing, in a function and the functions inside it.
      "no-shadow": "error",
      "array-callback-return": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "no-unmodified-loop-condition": "error",
      "no-unreachable-loop": "error",
      "no-throw-literal": "error",
    },
  },
  {
    files: ["web/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The engine worker runs as a module Web Worker, the service worker in its own scope.
    files: ["web/engine-worker.js"],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ["web/sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["tests/js/**/*.mjs", "tools/**/*.mjs", "eslint.config.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
];
