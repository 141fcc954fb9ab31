#!/usr/bin/env python3
"""Loads an HTML file in headless Chromium and reports what a test needs to know about it.

Usage: browser-probe.py FILE.html [--width 375 --width 1280 ...] [--screenshot PREFIX] [--dark]

Speaks the DevTools protocol over --remote-debugging-pipe (file descriptors 3 and 4, messages
ended by NUL), with the Python standard library only. For each width it loads the page in a fresh
viewport (mobile emulation below 600 px) and records, as JSON on standard output:

  {"widths": {"375": {"scroll_width": N, "inner_width": N, "points": [{"kind": ..., ...}]}},
   "console_errors": [...], "requests": [...], "screenshots": [...]}

`points` are the data-* attributes of every element with data-kind (data-tip left out) plus its
`cy` (y centre in the SVG, for circles and the rects of points). `requests` are every URL the
page asked for besides the file itself. With --screenshot PREFIX, writes PREFIX-WIDTH.png (the
full page) and, with --dark, PREFIX-WIDTH-dark.png; --section ID also shoots that element alone
(PREFIX-WIDTH-ID.png). With --pdf PREFIX, also prints the page to PREFIX-A4.pdf and
PREFIX-Letter.pdf ("pdfs" lists them). With --checks, also "checks": WCAG 2.x contrast of every visible text
element (light and dark, 375 and 1280 px), Page.printToPDF for A4 and Letter (page count) with
what overflows the page's content width in print emulation, and the chart text labels that
intersect each other or leave their SVG (500 and 1280 px). Every wait has a deadline (default 40 s in
all); nothing sleeps. Exits 1 with a message on stderr when Chromium cannot be started or answers
too late.
"""
import argparse
import base64
import fcntl
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

EXTRACT = r"""
(() => {
  const points = Array.from(document.querySelectorAll('[data-kind]')).map(e => {
    const o = {};
    for (const a of e.attributes) {
      if (a.name.startsWith('data-') && a.name !== 'data-tip') o[a.name.slice(5)] = a.value;
    }
    if (e.tagName === 'circle') o.cy = parseFloat(e.getAttribute('cy'));
    if (e.tagName === 'rect' && e.getAttribute('data-kind') === 'tm') o.cy = parseFloat(e.getAttribute('y')) + 4;
    o.tag = e.tagName.toLowerCase();
    return o;
  });
  return JSON.stringify({
    scroll_width: document.documentElement.scrollWidth,
    inner_width: window.innerWidth,
    title: document.title,
    images: document.querySelectorAll('img, iframe, object, embed').length,
    scripts: document.querySelectorAll('script').length,
    points: points,
  });
})()
"""


CONTRAST = r"""
(() => {
  // WCAG 2.x contrast of every visible text element against its effective background.
  const parse = c => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const v = m[1].split(/[ ,\/]+/).filter(s => s).map(parseFloat); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
  const over = (top, under) => { const a = top[3]; return [0, 1, 2].map(i => top[i] * a + under[i] * (1 - a)).concat([1]); };
  const lum = c => { const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const background = e => { const layers = [];
    for (let n = e; n && n.nodeType === 1; n = n.parentElement) { const c = parse(getComputedStyle(n).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; } }
    let bg = [255, 255, 255, 1]; for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg); return bg; };
  const failures = []; let checked = 0;
  for (const e of document.querySelectorAll('body *')) {
    if (e.closest('title, desc, script, style, [hidden]')) continue;
    const own = Array.from(e.childNodes).filter(n => n.nodeType === 3 && n.textContent.trim()).map(n => n.textContent.trim()).join(' ');
    if (!own) continue;
    const style = getComputedStyle(e);
    if (style.visibility !== 'visible' || parseFloat(style.opacity) === 0 || e.getClientRects().length === 0) continue;
    const r = e.getBoundingClientRect(); if (r.width === 0 || r.height === 0) continue;
    const svgText = e instanceof SVGElement;
    const bg = background(e);
    const fg = over(parse(svgText ? style.fill : style.color) || [0, 0, 0, 1], bg);
    const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    const ratio = (l1 + 0.05) / (l2 + 0.05);
    const size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const need = large ? 3 : 4.5;
    checked++;
    if (ratio < need) failures.push({text: own.slice(0, 40), tag: e.tagName.toLowerCase(), cls: String(e.getAttribute('class') || ''),
      ratio: Math.round(ratio * 100) / 100, need: need, color: svgText ? style.fill : style.color, background: 'rgb(' + bg.slice(0, 3).map(Math.round).join(',') + ')'});
  }
  return JSON.stringify({checked: checked, failures: failures});
})()
"""

LABELS = r"""
(() => {
  // Text labels of every chart: no two boxes intersect, each lies inside its SVG's box.
  const problems = []; let checked = 0;
  for (const svg of document.querySelectorAll('svg.chart')) {
    const box = svg.getBoundingClientRect();
    const texts = Array.from(svg.querySelectorAll('text')).filter(t => t.textContent.trim())
      .map(t => ({text: t.textContent.trim(), r: t.getBoundingClientRect()}));
    checked += texts.length;
    const e = 0.5;
    for (const t of texts) {
      if (t.r.left < box.left - e || t.r.right > box.right + e || t.r.top < box.top - e || t.r.bottom > box.bottom + e)
        problems.push({chart: svg.id, outside: t.text, box: [t.r.left, t.r.right, box.left, box.right].map(Math.round)});
    }
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i].r, b = texts[j].r;
      if (a.left < b.right - e && b.left < a.right - e && a.top < b.bottom - e && b.top < a.bottom - e)
        problems.push({chart: svg.id, overlap: [texts[i].text, texts[j].text]});
    }
  }
  return JSON.stringify({checked: checked, problems: problems});
})()
"""

OVERFLOW = r"""
(() => {
  // Elements whose box reaches past the viewport (the page's content width in print emulation).
  const width = document.documentElement.clientWidth; const wide = [];
  for (const e of document.querySelectorAll('body *')) {
    if (e.getClientRects().length === 0) continue;
    const r = e.getBoundingClientRect();
    if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5)) wide.push({tag: e.tagName.toLowerCase(), id: e.id, cls: String(e.getAttribute('class') || ''), left: Math.round(r.left), right: Math.round(r.right)});
  }
  return JSON.stringify({width: width, scroll_width: document.documentElement.scrollWidth, wide: wide.slice(0, 20)});
})()
"""

# Paper sizes in inches, and the page margin of the report's `@page` rule (12 mm).
PAPERS = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}
MARGIN_INCHES = 12 / 25.4


class Browser:
    def __init__(self, executable, deadline):
        self.deadline = deadline
        self.profile = tempfile.mkdtemp(prefix="plusmd-chromium-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        # Move the child's ends above the low numbers so dup2 onto 3 and 4 cannot clobber them.
        high_r = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 100)
        high_w = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 100)
        os.close(to_browser_r)
        os.close(from_browser_w)

        def attach_pipes():
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        flags = [
            "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--remote-debugging-pipe", "--user-data-dir=" + self.profile, "--hide-scrollbars",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-extensions", "--disable-default-apps", "--mute-audio", "--no-pings",
            "--disable-features=Translate,MediaRouter,OptimizationHints",
        ]
        if os.geteuid() == 0:
            flags.append("--no-sandbox")
        self.process = subprocess.Popen(
            [executable] + flags + ["about:blank"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, preexec_fn=attach_pipes, pass_fds=(3, 4), close_fds=True)
        os.close(high_r)
        os.close(high_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send("Browser.close", wait=False)
        except OSError:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self.to_browser, self.from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def read_message(self):
        while b"\0" not in self.buffer:
            left = self.deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("Chromium did not answer in time")
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None, wait=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        if not wait:
            return None
        while True:
            reply = self.read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_event(self, method, session):
        for index, event in enumerate(self.events):
            if event.get("method") == method and event.get("sessionId") == session:
                del self.events[index]
                return event
        while True:
            event = self.read_message()
            if event.get("method") == method and event.get("sessionId") == session:
                return event
            self.events.append(event)


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def evaluate(browser, session, expression):
    reply = browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=session)
    if "exceptionDetails" in reply:
        raise RuntimeError(f"evaluate: {reply['exceptionDetails'].get('text')}")
    return json.loads(reply["result"]["value"])


def load(browser, session, url, width, media="", scheme="light"):
    browser.send("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}, session=session)
    browser.send("Emulation.setEmulatedMedia", {
        "media": media, "features": [{"name": "prefers-color-scheme", "value": scheme}]}, session=session)
    browser.send("Page.navigate", {"url": url}, session=session)
    browser.wait_event("Page.loadEventFired", session)


def run_checks(browser, session, url):
    """Contrast in light and dark (at 375 and 1280 px), label boxes at 500 and 1280 px, and for each
    paper: the PDF's page count and, in print emulation at the paper's content width, what overflows."""
    checks = {"contrast": {}, "labels": {}, "print": {}}
    for scheme in ("light", "dark"):
        for width in (375, 1280):
            load(browser, session, url, width, scheme=scheme)
            checks["contrast"][f"{scheme}-{width}"] = evaluate(browser, session, CONTRAST)
    for width in (500, 1280):
        load(browser, session, url, width)
        checks["labels"][str(width)] = evaluate(browser, session, LABELS)
    for paper, (paper_width, paper_height) in PAPERS.items():
        content = int((paper_width - 2 * MARGIN_INCHES) * 96)
        load(browser, session, url, content, media="print")
        overflow = evaluate(browser, session, OVERFLOW)
        load(browser, session, url, 1280)
        pdf = base64.b64decode(browser.send("Page.printToPDF", {
            "paperWidth": paper_width, "paperHeight": paper_height, "marginTop": MARGIN_INCHES, "marginBottom": MARGIN_INCHES,
            "marginLeft": MARGIN_INCHES, "marginRight": MARGIN_INCHES, "printBackground": False}, session=session)["data"])
        pages = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))
        checks["print"][paper] = {"content_width": content, "pages": pages, "pdf": pdf.startswith(b"%PDF-"), **overflow}
    return checks


def print_pdfs(browser, session, url, prefix):
    """Page.printToPDF for each paper, black and white as printed (no backgrounds), written as
    PREFIX-PAPER.pdf; returns their paths by paper."""
    written = {}
    load(browser, session, url, 1280)
    for paper, (paper_width, paper_height) in PAPERS.items():
        pdf = base64.b64decode(browser.send("Page.printToPDF", {
            "paperWidth": paper_width, "paperHeight": paper_height, "marginTop": MARGIN_INCHES, "marginBottom": MARGIN_INCHES,
            "marginLeft": MARGIN_INCHES, "marginRight": MARGIN_INCHES, "printBackground": False}, session=session)["data"])
        name = f"{prefix}-{paper}.pdf"
        with open(name, "wb") as output:
            output.write(pdf)
        written[paper] = name
    return written


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--width", type=int, action="append")
    parser.add_argument("--screenshot")
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--section", action="append", default=[], help="also shoot the element with this id alone")
    parser.add_argument("--timeout", type=float, default=40)
    parser.add_argument("--checks", action="store_true",
                        help="also measure text contrast (light and dark), print to PDF (A4, Letter) and chart label overlap at 500 and 1280 px")
    parser.add_argument("--max-height", type=int, help="shoot at most this many pixels from the top")
    parser.add_argument("--pdf", help="also print the page to PDF for each paper (A4, Letter) as PREFIX-PAPER.pdf, with the report's 12 mm margins")
    args = parser.parse_args()
    widths = args.width or [375, 1280]
    executable = os.environ.get("PLUSMD_CHROMIUM") or find_chromium()
    if not executable:
        print("browser-probe: chromium is not installed (apt-get install chromium)", file=sys.stderr)
        return 1
    url = "file://" + os.path.abspath(args.file)
    browser = Browser(executable, time.monotonic() + args.timeout)
    result = {"widths": {}, "console_errors": [], "requests": [], "screenshots": []}
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(domain + ".enable", session=session)
        runs = [(width, False) for width in widths]
        if args.dark and args.screenshot:
            runs.append((max(widths), True))
        for width, dark in runs:
            browser.send("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}, session=session)
            browser.send("Emulation.setEmulatedMedia", {
                "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]}, session=session)
            browser.send("Page.navigate", {"url": url}, session=session)
            browser.wait_event("Page.loadEventFired", session)
            evaluated = browser.send("Runtime.evaluate", {"expression": EXTRACT, "returnByValue": True}, session=session)
            if not dark:
                result["widths"][str(width)] = json.loads(evaluated["result"]["value"])
            if args.screenshot:
                metrics = browser.send("Page.getLayoutMetrics", session=session)
                size = metrics.get("cssContentSize") or metrics["contentSize"]
                shot = browser.send("Page.captureScreenshot", {
                    "format": "png", "captureBeyondViewport": True,
                    "clip": {"x": 0, "y": 0, "width": width, "height": min(size["height"], args.max_height or size["height"]),
                             "scale": 1}}, session=session)
                name = f"{args.screenshot}-{width}{'-dark' if dark else ''}.png"
                with open(name, "wb") as output:
                    output.write(base64.b64decode(shot["data"]))
                result["screenshots"].append(name)
                for section in args.section:
                    box = browser.send("Runtime.evaluate", {"returnByValue": True, "expression":
                        f"(() => {{ const r = document.getElementById({json.dumps(section)}).getBoundingClientRect();"
                        " return [r.top + window.scrollY, r.height]; })()"}, session=session)
                    box = box.get("result", {}).get("value") or sys.exit(f"browser-probe: no element {section}: {box}")
                    shot = browser.send("Page.captureScreenshot", {
                        "format": "png", "captureBeyondViewport": True,
                        "clip": {"x": 0, "y": box[0], "width": width, "height": box[1], "scale": 1}}, session=session)
                    name = f"{args.screenshot}-{width}{'-dark' if dark else ''}-{section}.png"
                    with open(name, "wb") as output:
                        output.write(base64.b64decode(shot["data"]))
        if args.checks:
            result["checks"] = run_checks(browser, session, url)
        if args.pdf:
            result["pdfs"] = print_pdfs(browser, session, url, args.pdf)
        for event in browser.events:
            method = event.get("method")
            params = event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                result["console_errors"].append(" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Runtime.exceptionThrown":
                result["console_errors"].append(params.get("exceptionDetails", {}).get("text", "exception"))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                result["console_errors"].append(params["entry"].get("text", ""))
            elif method == "Network.requestWillBeSent":
                requested = params.get("request", {}).get("url", "")
                if requested != url:
                    result["requests"].append(requested)
    except (TimeoutError, RuntimeError, OSError, KeyError) as error:
        print(f"browser-probe: {error}", file=sys.stderr)
        return 1
    finally:
        browser.close()
    json.dump(result, sys.stdout, sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
