#!/usr/bin/env python3
"""Latency and memory of `plusmd lsp` on generated journals (bench/generate.py).

    python3 bench/lsp.py --plusmd .build/release/plusmd [--sizes 5000,20000] [--changes 100] [--cold-runs 20]

For each size: starts the server (cold: no cache file; then warm: the cache the first run wrote),
opens the journal's last sheet and times the first diagnostics; then changes the sheet `--changes`
times in each of two ways (full text, as Neovim and VS Code send it), each time waiting for the
diagnostics of that version, and reports the median and p95 of each:

- note: a line typed into the notes (nothing the replay reads changes);
- reps: the reps of the sheet's last set, one fewer and back again, by turns (the set falls short
  of its target and meets it again: what the replay, the records and the findings read changes).

Then the CPU the server used while idle for 3 s; a hover on a set line after more than 5 s
without a request (the server then checks the files' stamps on disk before answering) and one
right after it; and the server's peak RSS over the whole run and its RSS at the end (/proc). With
`--cold-runs N`, then N more first opens of the same sheet, each by a new server without a cache file
(as after an upgrade), summed up in a second table. Prints Markdown tables. Standard library
only; a benchmark, not a test: it asserts nothing.
"""
import argparse, json, os, re, subprocess, sys, time, shutil, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


class Client:
    def __init__(self, binary, env):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        self.next_id = 1

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        headers = b""
        while not headers.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise EOFError("the server ended")
            headers += byte
        length = next(int(line.split(b":")[1]) for line in headers.split(b"\r\n") if line.lower().startswith(b"content-length"))
        return json.loads(self.process.stdout.read(length))

    def wait(self, matches):
        while True:
            message = self.receive()
            if matches(message):
                return message

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"id": ident, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == ident and "method" not in m)

    def close(self):
        self.request("shutdown", None)
        self.send({"method": "exit"})
        return self.process.wait(timeout=30)


def proc_status(pid, key):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024  # MiB
    return float("nan")


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def open_last_sheet(binary, root, env):
    """Starts a server on `root`, opens the journal's last sheet and waits for its first
    diagnostics: the client, the sheet's URI and text, and the ms those diagnostics took."""
    client = Client(binary, env)
    client.request("initialize", {"capabilities": {}, "rootUri": "file://" + root})
    client.send({"method": "initialized", "params": {}})
    sheets = sorted(os.path.join(folder, name) for folder, _, names in os.walk(root) for name in names if name.endswith(".md"))
    sheet = next(path for path in reversed(sheets) if "training-max" not in path and "reset" not in path)
    uri = "file://" + sheet
    text = open(sheet, encoding="utf-8").read()
    start = time.perf_counter()
    client.send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
    client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                and m["params"].get("version") == 1)
    return client, uri, text, (time.perf_counter() - start) * 1000


def measure(binary, root, changes, env):
    client, uri, text, first = open_last_sheet(binary, root, env)
    published = lambda version: lambda m: (m.get("method") == "textDocument/publishDiagnostics"
                                           and m["params"]["uri"] == uri and m["params"].get("version") == version)
    lines = text.split("\n")
    last = max(index for index, line in enumerate(lines) if re.match(r"- \[x\] \S+ x \d+", line))
    weight, reps = re.match(r"- \[x\] (\S+) x (\d+)", lines[last]).groups()
    def with_reps(count):
        changed = list(lines)
        changed[last] = re.sub(r"^- \[x\] \S+ x \d+", "- [x] %s x %d" % (weight, count), lines[last])
        return "\n".join(changed)
    edits = {"note": lambda n: text + ("\nNote %d.\n" % n), "reps": lambda n: with_reps(int(reps) - (n % 2))}
    latencies = {}
    version = 1
    for kind, edit in edits.items():
        latencies[kind] = []
        for n in range(1, changes + 1):
            version += 1
            start = time.perf_counter()
            client.send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edit(n)}]}})
            client.wait(published(version))
            latencies[kind].append((time.perf_counter() - start) * 1000)
    pid = client.process.pid
    before = cpu_ticks(pid)
    time.sleep(3)
    idle = cpu_ticks(pid) - before
    set_line = next(index for index, line in enumerate(lines) if re.match(r"- \[[x ]\] ", line))
    def hover():
        start = time.perf_counter()
        client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": set_line, "character": 3}})
        return (time.perf_counter() - start) * 1000
    hover()
    time.sleep(5.5)
    hover_idle, hover_again = hover(), hover()
    # The high-water mark of the whole run: the load, every edit, the disk checked again.
    peak, now = proc_status(pid, "VmHWM"), proc_status(pid, "VmRSS")
    status = client.close()
    result = {"first": first, "peak": peak, "rss": now, "idle_ticks": idle, "exit": status,
              "hover_idle": hover_idle, "hover_again": hover_again}
    for kind, values in latencies.items():
        result[kind + "_p50"], result[kind + "_p95"] = statistics.median(values), percentile(values, 0.95)
    return result


def first_open(binary, root, env):
    """Starts a server, opens the journal's last sheet and returns the ms to its first diagnostics."""
    client, _, _, elapsed = open_last_sheet(binary, root, env)
    client.close()
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plusmd", required=True)
    parser.add_argument("--sizes", default="5000,20000")
    parser.add_argument("--changes", type=int, default=100)
    parser.add_argument("--scratch", default="/tmp/plusmd-lsp-bench")
    parser.add_argument("--cold-runs", type=int, default=0,
                        help="then, for each size, this many more first opens without a cache file (min, median, p95, max)")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.plusmd)
    rows = []
    cold = []
    for size in [int(s) for s in arguments.sizes.split(",")]:
        root = os.path.join(arguments.scratch, f"journal-{size}")
        if not os.path.exists(os.path.join(root, "plusmd.yaml")):
            shutil.rmtree(root, ignore_errors=True)
            subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "--files", str(size), "--out", root,
                            "--manifest", os.devnull], check=True)
        cache = os.path.join(arguments.scratch, f"cache-{size}")
        shutil.rmtree(cache, ignore_errors=True)
        env = dict(os.environ, XDG_CACHE_HOME=cache)
        for label in ("cold (no cache file)", "warm (cache written)"):
            result = measure(binary, root, arguments.changes, env)
            rows.append((size, label, result))
            print(f"{size} {label}: {result}", file=sys.stderr)
        times = []
        for _ in range(arguments.cold_runs):
            shutil.rmtree(cache, ignore_errors=True)
            times.append(first_open(binary, root, env))
        if times:
            cold.append((size, times))
    print("| files | server start | first diagnostics on open | after a note edit: median | p95 | after a reps edit: median | p95 | peak RSS | RSS after | CPU idle 3 s | hover after 5.5 s idle | hover again | exit |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size, label, r in rows:
        print(f"| {size:,} | {label} | {r['first']:.0f} ms | {r['note_p50']:.1f} ms | {r['note_p95']:.1f} ms | {r['reps_p50']:.1f} ms | {r['reps_p95']:.1f} ms "
              f"| {r['peak']:.1f} MiB | {r['rss']:.1f} MiB | {r['idle_ticks']} ticks | {r['hover_idle']:.1f} ms | {r['hover_again']:.1f} ms | {r['exit']} |")
    if cold:
        print()
        print("| files | first opens without a cache file | min | median | p95 | max |")
        print("|---:|---:|---:|---:|---:|---:|")
        for size, times in cold:
            print(f"| {size:,} | {len(times)} | {min(times):.0f} ms | {statistics.median(times):.0f} ms | {percentile(times, 0.95):.0f} ms | {max(times):.0f} ms |")


if __name__ == "__main__":
    main()
