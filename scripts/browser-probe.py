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
(PREFIX-WIDTH-ID.png). Every wait has a deadline (default 40 s in
all); nothing sleeps. Exits 1 with a message on stderr when Chromium cannot be started or answers
too late.
"""
import argparse
import base64
import fcntl
import json
import os
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--width", type=int, action="append")
    parser.add_argument("--screenshot")
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--section", action="append", default=[], help="also shoot the element with this id alone")
    parser.add_argument("--timeout", type=float, default=40)
    parser.add_argument("--max-height", type=int, help="shoot at most this many pixels from the top")
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
