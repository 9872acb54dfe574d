#!/usr/bin/env python3
"""The app's sync against coldsweat, a real Fever server, on loopback, for Scripts/examples/bench-sync.

coldsweat subscribes a user to FEEDS feeds of ITEMS items each, fetched from
Scripts/examples/lib/conditional_feed_server.py, and serves the Fever API on 127.0.0.1. Then, each in a
process of its own measured with os.wait4 (wall time, CPU time, peak resident memory):

  first sync     a new device logs in and syncs everything: every item the server keeps comes,
                 read or not (here all are unread), 50 to a request. Its wall time is compared
                 with the server's own time to answer the same requests, replayed one after
                 another with curl: the client may not take more than twice what the server needs.
  nothing new    the same device syncs again: the CPU it costs and the requests it sends, counted
                 in coldsweat's access log.
  refresh        another new device subscribes to the same feeds and refreshes them itself, the
                 peak memory a sync of the same articles is compared with.

The goals come from the issue that asked for sync; each figure is printed beside its goal.
"""
import argparse
import hashlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from newsboat_comparison import App, measure, start_server, write_subscriptions  # noqa: E402

USER = "reader@example.org"
# coldsweat wants passwords of 12 characters or more.
PASSWORD = "correct horse battery staple"
FEVER_PAGE = 50
GOALS = {"over server": 2.0, "idle cpu": 0.100, "idle requests": 3, "over refresh": 1.2}


class Coldsweat:
    """coldsweat in its virtual environment, with its own database and log in `folder`; anything
    it reaches for outside loopback (favicons) goes to a closed port and fails at once."""

    def __init__(self, environment_folder, folder):
        self.bin = Path(environment_folder) / "bin"
        self.folder = Path(folder)
        self.log = self.folder / "server.log"
        self.environment = dict(os.environ, FLASK_DATABASE_URL=f"sqlite:///{self.folder / 'coldsweat.db'}")
        for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY"):
            self.environment[name] = "http://127.0.0.1:9"
        self.environment["NO_PROXY"] = self.environment["no_proxy"] = "127.0.0.1,127.0.0.2,localhost"

    def command(self, *arguments):
        """Runs a coldsweat command; what it prints (a warning per favicon it could not fetch) is
        shown only when it fails."""
        result = subprocess.run([str(self.bin / "coldsweat"), *arguments], env=self.environment,
                                stdin=subprocess.DEVNULL, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"bench-sync: coldsweat {arguments[0]} exited with {result.returncode}:\n{result.stderr}")

    def start(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.server = subprocess.Popen(
            [str(self.bin / "coldsweat"), "run", "--host", "127.0.0.1", "--port", str(port)],
            env=self.environment, stdin=subprocess.DEVNULL, stdout=self.log.open("wb"), stderr=subprocess.STDOUT)
        self.endpoint = f"http://127.0.0.1:{port}/fever/"
        for _ in range(200):
            try:
                urllib.request.urlopen(urllib.request.Request(self.endpoint + "?api", data=b"api_key=x"), timeout=1)
                return
            except OSError:
                time.sleep(0.05)
        sys.exit(f"bench-sync: coldsweat never answered on {self.endpoint}; see {self.log}")

    def stop(self):
        self.server.send_signal(signal.SIGTERM)
        self.server.wait(timeout=10)

    def requests(self):
        """How many Fever API requests coldsweat has answered so far, from its access log."""
        return sum(1 for line in self.log.read_text(errors="replace").splitlines() if "/fever/?api" in line)

    def api_key(self):
        return hashlib.md5(f"{USER}:{PASSWORD}".encode()).hexdigest()

    def answer_time(self, query):
        """Seconds the server takes to answer `?api&query`, as curl measures the whole exchange."""
        result = subprocess.run(
            ["curl", "-s", "-o", "/dev/null", "-w", "%{time_total}", "-X", "POST",
             "--data", f"api_key={self.api_key()}", f"{self.endpoint}?api{'&' + query if query else ''}"],
            check=True, capture_output=True, text=True)
        return float(result.stdout)

    def call(self, query):
        """The JSON object the server answers `?api&query` with."""
        with urllib.request.urlopen(urllib.request.Request(
                f"{self.endpoint}?api&{query}", data=f"api_key={self.api_key()}".encode()), timeout=60) as reply:
            return json.load(reply)


def server_time(coldsweat):
    """The server's time to answer what a first sync asks, one request after another: the feeds,
    the since_id pages from 0 up (after a full page, the ids below its highest that it left out,
    a Fever page of ids at a time, as coldsweat pages feed by feed), and the unread and saved ids.
    Returns that time and how many items the server keeps, as its `total_items` says."""
    total = sum(coldsweat.answer_time(query) for query in ("feeds", "unread_item_ids", "saved_item_ids"))
    floor = 0
    while True:
        query = f"items&since_id={floor}"
        total += coldsweat.answer_time(query)
        reply = coldsweat.call(query)
        page = [item["id"] for item in reply.get("items", [])]
        if not page:
            return total, reply["total_items"]
        top = max(page)
        if len(page) == FEVER_PAGE:
            gap = [identifier for identifier in range(floor + 1, top) if identifier not in page]
            for start in range(0, len(gap), FEVER_PAGE):
                run = ",".join(map(str, gap[start:start + FEVER_PAGE]))
                total += coldsweat.answer_time(f"items&with_ids={run}")
        floor = top


def new_device(app):
    """Fresh XDG folders for the app, logged in to nothing and subscribed to nothing."""
    home = Path(tempfile.mkdtemp(prefix=f"{app.name}.", dir=app.folder))
    environment = dict(os.environ, HOME=str(home), NO_COLOR="1")
    for variable in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
        (home / variable).mkdir()
        environment[variable] = str(home / variable)
    return environment


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True, help="the app's release executable")
    parser.add_argument("--coldsweat", required=True, help="coldsweat's virtual environment")
    parser.add_argument("--server", required=True, help="conditional_feed_server.py")
    parser.add_argument("--feeds", type=int, default=100)
    parser.add_argument("--items", type=int, default=100)
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-sync.") as work:
        folder = Path(work)
        feeds, port = start_server(arguments.server, arguments.feeds, lifetime=3600,
                                   options=["--items", str(arguments.items), "--latency", "0", "--hosts", "1"])
        coldsweat = Coldsweat(arguments.coldsweat, folder)
        try:
            opml, _ = write_subscriptions(folder, port, arguments.feeds, hosts=1)
            print(f"coldsweat fetches {arguments.feeds} feeds x {arguments.items} items...", file=sys.stderr)
            started = time.monotonic()
            coldsweat.command("setup", USER, "-p", PASSWORD)
            coldsweat.command("import", opml, USER, "--fetch")
            print(f"  in {time.monotonic() - started:.1f} s", file=sys.stderr)
            coldsweat.start()
            try:
                app = App(arguments.app, opml, folder)
                device = new_device(app)
                subprocess.run([app.binary, "sync", "login", "fever", coldsweat.endpoint, "--user", USER],
                               input=PASSWORD + "\n", text=True, env=device, check=True, capture_output=True)
                before = coldsweat.requests()
                first = measure([app.binary, "sync"], device)
                first_requests = coldsweat.requests() - before
                before = coldsweat.requests()
                again = measure([app.binary, "sync"], device)
                again_requests = coldsweat.requests() - before
                answering, items = server_time(coldsweat)
                stored = int(subprocess.run(
                    [app.binary, "headlines", "--offline", "--json", "--limit", "1000000"], env=device, check=True,
                    capture_output=True, text=True).stdout.count('"number"'))
                app.reset()
                refresh = app.refresh()
            finally:
                coldsweat.stop()
        finally:
            feeds.stdin.close()
            feeds.wait(timeout=10)

    over_server = first["wall"] / answering
    over_refresh = first["rss"] / refresh["rss"]
    print(f"\n{arguments.feeds} feeds x {arguments.items} items on coldsweat 0.10.2, loopback; "
          f"{app.binary}, each run a process of its own:")
    print(f"first sync:   {first['wall']:.3f} s wall, {first['cpu']:.3f} s CPU, {first['rss'] / 1e6:.1f} MB peak, "
          f"{first_requests} requests, {stored} of the server's {items} items stored")
    print(f"server alone: {answering:.3f} s to answer the same requests one after another (curl)")
    print(f"nothing new:  {again['wall']:.3f} s wall, {again['cpu'] * 1000:.1f} ms CPU, "
          f"{again['rss'] / 1e6:.1f} MB peak, {again_requests} requests")
    print(f"refresh:      {refresh['wall']:.3f} s wall, {refresh['cpu']:.3f} s CPU, {refresh['rss'] / 1e6:.1f} MB peak "
          "(the same feeds fetched by the app itself)\n")
    rows = [
        ("first sync / server's time", f"{over_server:.2f}x", f"<= {GOALS['over server']}x",
         over_server <= GOALS["over server"]),
        ("nothing new, CPU", f"{again['cpu'] * 1000:.1f} ms", f"<= {GOALS['idle cpu'] * 1000:.0f} ms",
         again["cpu"] <= GOALS["idle cpu"]),
        ("nothing new, requests", str(again_requests), f"<= {GOALS['idle requests']}",
         again_requests <= GOALS["idle requests"]),
        ("first sync peak / refresh peak", f"{over_refresh:.2f}x", f"<= {GOALS['over refresh']}x",
         over_refresh <= GOALS["over refresh"]),
        ("items stored", f"{stored} of {items}", "all", stored == items),
    ]
    for name, figure, goal, met in rows:
        print(f"{name:<32} {figure:>12}  {goal:<10} {'met' if met else 'missed'}")


if __name__ == "__main__":
    main()
