// Drives the page of `agilerl-specs edit` in Debian's Chromium (playwright-core, with
// executablePath: never a downloaded browser). Run by test_editor_browser.py, once: reads
// {"url", "chromium", "artifacts", "attacker"} as JSON on stdin, runs every scenario in one
// browser and prints {"steps": {name: {ok, ...}}} as JSON; screenshots go to `artifacts`.
"use strict";
const { chromium } = require("playwright-core");
const path = require("node:path");

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
const WAIT = 15000;

async function main() {
  const config = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
  const browser = await chromium.launch({ executablePath: config.chromium, args: FLAGS, headless: true });
  const steps = {};
  const shot = (page, name) => page.screenshot({ path: path.join(config.artifacts, `${name}.png`) });
  const step = async (name, body) => {
    try {
      steps[name] = { ok: true, ...(await body()) };
    } catch (error) {
      steps[name] = { ok: false, error: String(error && error.stack || error) };
    }
  };
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 860 } });
    const page = await context.newPage();
    const consoleErrors = [];
    page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
    page.on("pageerror", (e) => consoleErrors.push(String(e)));
    const failed = [];
    const elsewhere = []; // any request off the editor's own origin (there must be none)
    page.on("requestfailed", (r) => failed.push(r.url()));
    page.on("request", (r) => {
      if (!r.url().startsWith(new URL(config.url).origin + "/") && !r.url().startsWith("data:")) elsewhere.push(r.url());
    });

    // the text, markers and problems the page shows, once a check newer than `after` is done
    const settled = async (after) => {
      await page.waitForFunction((n) => Number(document.body.dataset.checked || 0) > n, after, { timeout: WAIT });
      return page.evaluate(() => {
        const { monaco, editor } = globalThis.agilerlEditor;
        return {
          checked: Number(document.body.dataset.checked),
          text: editor.getModel().getValue(),
          markers: monaco.editor.getModelMarkers({ owner: "agilerl-specs" }).map((m) => ({
            line: m.startLineNumber, column: m.startColumn, message: m.message,
          })),
          panel: [...document.querySelectorAll("#problems li")].map((li) => li.textContent),
          verdict: document.getElementById("verdict").textContent,
        };
      });
    };
    const checked = () => page.evaluate(() => Number(document.body.dataset.checked || 0));
    const setText = async (text) => {
      const before = await checked();
      await page.evaluate((t) => globalThis.agilerlEditor.editor.getModel().setValue(t), text);
      return settled(before);
    };

    await step("load", async () => {
      const response = await page.goto(config.url);
      await page.waitForSelector("body[data-ready=true]", { timeout: WAIT });
      await shot(page, "loaded");
      return { status: response.status(), ...(await settled(0)), consoleErrors, failed, elsewhere };
    });
    const original = steps.load.text;

    await step("typo", async () => {
      const lines = original.split("\n");
      const at = lines.findIndex((l) => /^ {2}name: DQN\s*$/.test(l)) + 1;
      await page.evaluate((line) => {
        const { editor } = globalThis.agilerlEditor;
        editor.focus();
        editor.setPosition({ lineNumber: line, column: editor.getModel().getLineMaxColumn(line) });
      }, at);
      const before = await checked();
      await page.keyboard.press("Enter");
      await page.keyboard.type("learn_stepp: 4");
      await page.keyboard.press("Escape"); // close the completion list
      let seen = await settled(before);
      for (let i = 0; i < 20 && !seen.markers.some((m) => m.message.includes("learn_stepp")); i++) {
        seen = await settled(seen.checked);
      }
      await page.waitForSelector(".squiggly-error", { timeout: WAIT });
      await shot(page, "typo");
      return { typedLine: at + 1, ...seen };
    });

    await step("completion", async () => {
      await setText(original);
      const lines = original.split("\n");
      const at = lines.findIndex((l) => /^ {2}name: DQN\s*$/.test(l)) + 1;
      await page.evaluate((line) => {
        const { editor } = globalThis.agilerlEditor;
        editor.focus();
        editor.setPosition({ lineNumber: line, column: editor.getModel().getLineMaxColumn(line) });
      }, at);
      await page.keyboard.press("Enter");
      await page.keyboard.type("doub"); // a DQN field the file does not have yet
      await page.keyboard.press("Control+Space");
      const widget = page.locator(".suggest-widget .monaco-list-row");
      await widget.first().waitFor({ timeout: WAIT });
      const labels = await widget.allTextContents();
      await shot(page, "completion");
      await page.keyboard.press("Escape");
      return { labels };
    });

    await step("hover", async () => {
      await setText(original);
      const line = original.split("\n").findIndex((l) => /^ {2}learn_step:/.test(l)) + 1;
      const point = await page.evaluate((lineNumber) => {
        const { editor } = globalThis.agilerlEditor;
        editor.revealLineInCenter(lineNumber);
        const at = editor.getScrolledVisiblePosition({ lineNumber, column: 5 });
        const box = editor.getDomNode().getBoundingClientRect();
        return { x: box.left + at.left + 2, y: box.top + at.top + at.height / 2 };
      }, line);
      await page.mouse.move(point.x, point.y);
      const hover = page.locator(".monaco-hover:not(.hidden) .hover-contents").first();
      await hover.waitFor({ timeout: WAIT });
      await page.waitForFunction(() => /\S/.test(document.querySelector(".monaco-hover .hover-contents")?.textContent || ""), null, { timeout: WAIT });
      const text = await hover.textContent();
      await shot(page, "hover");
      await page.mouse.move(1, 1);
      return { line, text };
    });

    await step("form", async () => {
      await setText(original);
      const select = page.locator(`select[data-path='["algorithm","name"]']`);
      const before = await checked();
      await select.selectOption({ label: "DDPG" });
      const seen = await settled(before);
      const row = page.locator(`[data-field='["algorithm","lr_actor"]']`);
      await row.waitFor({ timeout: WAIT });
      const rowText = await row.textContent();
      // a number typed into the form: the YAML changes in place, the comments stay
      const input = page.locator(`input[data-path='["algorithm","batch_size"]']`);
      const beforeEdit = await checked();
      await input.fill("128");
      await input.press("Enter");
      const edited = await settled(beforeEdit);
      await shot(page, "form");
      return { afterSelect: seen.text, rowText, afterEdit: edited.text };
    });

    await step("x_rules", async () => {
      const text = original.replace(/eps_start: [0-9.]+/, "eps_start: 0.05");
      const seen = await setText(text);
      await shot(page, "x_rules");
      return { text, ...seen };
    });

    await step("save", async () => {
      const text = original.replace("# DQN on CartPole", "# DQN on CartPole, saved from the browser") +
        "# a last comment\n";
      const seen = await setText(text);
      const before = Number(await page.evaluate(() => document.body.dataset.saved || 0));
      await page.click("#save");
      await page.waitForFunction((n) => Number(document.body.dataset.saved || 0) > n, before, { timeout: WAIT });
      const note = await page.textContent("#note");
      // with a problem: saved all the same, with a warning
      const broken = text.replace("batch_size: 64", "batch_size: -5");
      await setText(broken);
      await page.click("#save");
      await page.waitForFunction((n) => Number(document.body.dataset.saved || 0) > n + 1, before, { timeout: WAIT });
      const warning = await page.textContent("#note");
      await shot(page, "saved_with_problems");
      return { text, broken, note, warning, verdict: seen.verdict };
    });

    await step("screenshot_for_docs", async () => {
      const text = original.replace("  learn_step: 1\n", "  learn_step: 1\n  learn_stepp: 4\n");
      await setText(text);
      await page.evaluate(() => document.querySelector("#note").textContent = "");
      await shot(page, "editor");
      return {};
    });

    await step("foreign_host", async () => {
      const other = await context.newPage();
      const response = await other.goto(config.url.replace("127.0.0.1", "localhost"));
      const body = await other.textContent("body");
      await other.close();
      return { status: response.status(), body };
    });

    await step("no_token", async () => {
      const other = await context.newPage();
      const response = await other.goto(new URL("/", config.url).href);
      const asset = await other.goto(new URL("/editor.js", config.url).href);
      await other.close();
      return { status: response.status(), asset: asset.status() };
    });

    await step("foreign_origin", async () => {
      // a page of another site (served here by route) posting to the editor's save
      const other = await context.newPage();
      await other.route("http://attacker.test/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<p>elsewhere</p>" }));
      await other.goto("http://attacker.test/");
      const outcome = await other.evaluate(async (url) => {
        const out = {};
        for (const [name, init] of Object.entries({
          json: { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"text": "pwned: 1\\n"}' },
          simple: { method: "POST", mode: "no-cors", headers: { "Content-Type": "text/plain" }, body: '{"text": "pwned: 1\\n", "force": true}' },
          read: { method: "GET" },
        })) {
          try {
            const r = await fetch(url + (name === "read" ? "api/file" : "api/save"), init);
            out[name] = { status: r.status, type: r.type };
          } catch (error) {
            out[name] = { error: String(error) };
          }
        }
        return out;
      }, config.url);
      await other.close();
      return { outcome };
    });
  } finally {
    await browser.close();
  }
  process.stdout.write(JSON.stringify({ steps }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
