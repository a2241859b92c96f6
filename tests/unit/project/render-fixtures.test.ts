/**
 * The fixture copies of documents that the render and search tests read
 * (tests/fixtures/render/) stay valid: a schema change that leaves them behind fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSchemas } from "../../../scripts/content/load.ts";
import { createValidators, kindOf } from "../../../scripts/content/validators.ts";
import { root } from "../support/fixture-site.ts";

const dir = join(root, "tests/fixtures/render");
const validators = createValidators(loadSchemas(root));

describe("the render fixtures", () => {
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    it(`${file} is a valid document`, () => {
      const value = JSON.parse(readFileSync(join(dir, file), "utf8")) as unknown;
      const kind = kindOf(value);
      expect(kind, `${file} names its schema`).toBeDefined();
      const { ok } = validators.check(kind!, value);
      expect(ok, JSON.stringify(validators[kind!].errors)).toBe(true);
    });
  }
});
