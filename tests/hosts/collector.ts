/**
 * The form collector (npm start) behind real nginx with scripts/deploy/nginx-collector.conf:
 * a valid post is stored once, a cross-site post is refused (also with a forged
 * X-Forwarded-Host), a 100 KB body is a 413, and the thank-you page keeps its one policy.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { VALID_CONTACT } from "../fixtures/forms.ts";

const contact = VALID_CONTACT;

export interface CollectorResult {
  name: string;
  problems: string[];
}

const stored = (formsDir: string) => {
  const file = join(formsDir, "submissions.jsonl");
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { form: string; fields: Record<string, string> })
    : [];
};

export async function checkCollector(base: string, formsDir: string): Promise<CollectorResult[]> {
  const url = `${base}/api/forms/contact`;
  const post = (body: string, headers: Record<string, string>) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body,
    });
  const results: CollectorResult[] = [];
  const check = async (name: string, run: (problems: string[]) => Promise<void>) => {
    const problems: string[] = [];
    try {
      await run(problems);
    } catch (error) {
      problems.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    results.push({ name, problems });
  };
  const expectStatus = (problems: string[], response: Response, status: number) => {
    if (response.status !== status) problems.push(`status ${response.status}, not ${status}`);
  };

  await check("a valid same-site post is stored once", async (problems) => {
    const before = stored(formsDir).length;
    const response = await post(JSON.stringify(contact), {
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
    });
    expectStatus(problems, response, 200);
    const answer = (await response.json()) as { ok?: boolean };
    if (answer.ok !== true) problems.push(`answer ${JSON.stringify(answer)}`);
    const after = stored(formsDir);
    if (after.length !== before + 1) problems.push(`${after.length - before} stored, not 1`);
    else if (after.at(-1)!.form !== "contact" || after.at(-1)!.fields.name !== contact.name)
      problems.push(`stored ${JSON.stringify(after.at(-1))}`);
  });

  const refused = (name: string, headers: Record<string, string>) =>
    check(name, async (problems) => {
      const before = stored(formsDir).length;
      const response = await post(JSON.stringify(contact), headers);
      expectStatus(problems, response, 403);
      await response.arrayBuffer();
      if (stored(formsDir).length !== before) problems.push("it was stored");
    });
  await refused("a cross-site post is refused", { Origin: "https://evil.example" });
  await refused("a cross-site post with a forged X-Forwarded-Host is refused", {
    Origin: "https://evil.example",
    "X-Forwarded-Host": "evil.example",
  });
  await refused("a post the browser marks cross-site is refused", {
    Origin: base,
    "Sec-Fetch-Site": "cross-site",
  });

  await check("a 100 KB body is a 413", async (problems) => {
    const before = stored(formsDir).length;
    const body = JSON.stringify({ ...contact, message: "x".repeat(100 * 1024) });
    const response = await post(body, { Origin: base });
    expectStatus(problems, response, 413);
    await response.arrayBuffer();
    if (stored(formsDir).length !== before) problems.push("it was stored");
  });

  await check("the thank-you page keeps its own policy, once", async (problems) => {
    const response = await fetch(`${base}/api/forms/contact/thanks?back=/contact-us`);
    expectStatus(problems, response, 200);
    const document = new JSDOM(await response.text()).window.document;
    const meta = document
      .querySelector('meta[http-equiv="Content-Security-Policy" i]')
      ?.getAttribute("content");
    const header = response.headers.get("content-security-policy") ?? "";
    const withoutFrames = header.replace(/;\s*frame-ancestors 'none'/, "");
    if (!meta || withoutFrames !== meta)
      problems.push(`Content-Security-Policy header ${header}\n      meta ${meta}`);
    for (const name of ["strict-transport-security", "x-content-type-options"])
      if (response.headers.get(name)?.includes(","))
        problems.push(`${name} sent twice: ${response.headers.get(name)}`);
  });
  return results;
}
