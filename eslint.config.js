// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-cloudflare/",
      "dist-ssr/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "src/generated/",
      "tests/.tmp/",
      ".wireit/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Content is rendered as text, never as HTML.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render document content as text; never inject HTML.",
        },
        {
          // emotion keeps a style template's text as written: a CSS comment in one ships in
          // the page's JavaScript (the CSS served in the page has none).
          selector:
            "TaggedTemplateExpression:matches([tag.name=/^(css|keyframes)$/], [tag.object.name='styled'], [tag.callee.name='styled']) > TemplateLiteral > TemplateElement[value.raw=/\\/\\*/]",
          message:
            "A CSS comment inside a style template ships in the page's JavaScript: make it a JavaScript comment above the template.",
        },
      ],
    },
  },
  {
    // CommonJS config files (dependency-cruiser's).
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly" },
    },
  },
);
