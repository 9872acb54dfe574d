#!/usr/bin/env python3
"""The workspace's app against newsboat on the same loopback feeds, for Scripts/examples/bench-newsboat.

Each round refreshes every feed with both readers in turn, first on an empty cache (cold), then
again with every feed unchanged (warm, all 304s), and measures each refresh as a separate process:
wall time, CPU time (user + system) and peak resident memory from os.wait4. Medians of the rounds
are printed as ratios against newsboat, beside the goals, with the items each reader holds
afterwards and the server's answers, so an incomplete refresh or a warm one that downloaded
shows.

A warm refresh's wall time is judged against the latency floor (feeds / 8 in flight x 50 ms),
since it is all waiting; and the app's article store is compared byte for byte before and after
each warm refresh, since a feed that answers 304 must cost no store write.

Before the refreshes, each round starts each program once doing nothing but print (the app's
`--help`, `newsboat -v`): the memory a command costs before any work, which is what the linking
decides (Scripts/build-release). The report ends with the binary's size.

Between the two phases each reader refreshes once more, untimed: newsboat 2.21 stores a feed's
ETag and Last-Modified only when the feed is already in its cache, so its first refresh after the
cold one still downloads everything, and only the one after that revalidates.
"""
import argparse
import collections
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from xml.sax.saxutils import quoteattr

GOALS = {"wall": 0.5, "cpu": 0.3, "rss": 1.0}
# A warm refresh is all waiting: every feed answers 304 after the server's latency, so its wall time
# is measured against that floor (feeds / transfers in flight x latency), not against newsboat.
WARM_WALL_OVER_FLOOR = 1.1
IN_FLIGHT = 8
LATENCY = 0.05
# Prints a digest of every row of every table of the SQLite file named by its argument.
STORE_DIGEST = """
import contextlib, hashlib, sqlite3, sys
digest = hashlib.sha256()
with contextlib.closing(sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)) as database:
    for (table,) in database.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").fetchall():
        for row in database.execute(f'SELECT * FROM "{table}"'):
            digest.update(repr(row).encode())
print(digest.hexdigest())
"""
# Prints how many articles the JSON headlines on standard input hold.
COUNT_ARTICLES = "import json, sys; print(len(json.load(sys.stdin)['articles']))"


def measure(command, environment):
    """Runs command with its output discarded; returns wall seconds, CPU seconds and peak RSS in
    bytes of that process alone.

    The peak comes from /usr/bin/time, a small C program, because wait4 reports a child's peak as
    at least what this Python process had resident when it forked: 25 MB, more than `newsboat -v`
    ever uses (18 MB), so a program's start would be measured as this script's size."""
    with tempfile.NamedTemporaryFile("r", prefix="bench-newsboat.rss.") as peak:
        start = time.monotonic()
        child = subprocess.Popen(["/usr/bin/time", "--format", "%M", "--output", peak.name, *command],
                                 env=environment, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.monotonic() - start
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            sys.exit(f"bench-newsboat: {' '.join(command)} exited with {code}")
        kilobytes = int(peak.read().split()[-1])
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": kilobytes * 1024}


class App:
    """The workspace's app, known by its executable: its file name is also the name of its folders."""

    def __init__(self, binary, opml, folder):
        self.binary = binary
        self.name = Path(binary).name
        self.opml = opml
        self.folder = folder

    def reset(self):
        """Fresh XDG folders with only the benchmark's subscriptions and nothing cached."""
        home = Path(tempfile.mkdtemp(prefix=f"{self.name}.", dir=self.folder))
        self.environment = dict(os.environ, HOME=str(home), NO_COLOR="1")
        for variable in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
            (home / variable).mkdir()
            self.environment[variable] = str(home / variable)
        # An empty list, or the import would add to the default subscriptions, on the internet.
        (home / "XDG_CONFIG_HOME" / self.name).mkdir()
        (home / "XDG_CONFIG_HOME" / self.name / "subscriptions.json").write_text("[]")
        self.data = home / "XDG_DATA_HOME" / self.name
        subprocess.run([self.binary, "feeds", "import", self.opml], env=self.environment, check=True,
                       capture_output=True)

    def start(self):
        return measure([self.binary, "--help"], self.environment)

    def refresh(self):
        return measure([self.binary, "headlines", "--limit", "100000"], self.environment)

    def stored(self):
        """A digest of every row of every table of the article store, to tell whether a refresh
        wrote to it. Rows, not files, since the WAL index (-shm) changes whenever a process reads.
        Taken in a process of its own: wait4 reports a child's peak RSS as at least what it shared
        with this process when it was forked, so this process must stay small."""
        path = self.data / "articles.sqlite"
        if not path.exists():
            return None
        return subprocess.run([sys.executable, "-c", STORE_DIGEST, str(path)], check=True, capture_output=True,
                              text=True).stdout


    def items(self):
        """The articles the app holds after the refresh, read from its store without the network,
        counted in a process of its own for the reason ``stored`` gives."""
        listing = subprocess.Popen([self.binary, "headlines", "--offline", "--limit", "100000", "--json"],
                                   env=self.environment, stdout=subprocess.PIPE)
        count = subprocess.run([sys.executable, "-c", COUNT_ARTICLES], stdin=listing.stdout, check=True,
                               capture_output=True, text=True).stdout
        listing.stdout.close()
        if listing.wait() != 0:
            sys.exit(f"bench-newsboat: {self.binary} headlines --offline exited with {listing.returncode}")
        return int(count)


class Newsboat:
    name = "newsboat"

    def __init__(self, urls, folder, threads):
        self.urls = urls
        self.folder = folder
        self.threads = threads

    def reset(self):
        home = Path(tempfile.mkdtemp(prefix="newsboat.", dir=self.folder))
        self.cache = home / "cache.db"
        self.config = home / "config"
        self.config.write_text(f"reload-threads {self.threads}\n")
        self.environment = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config-home"),
                                XDG_DATA_HOME=str(home / "data-home"))

    def stored(self):
        return None

    def start(self):
        return measure(["newsboat", "-v"], self.environment)

    def refresh(self):
        return measure(["newsboat", "-C", str(self.config), "-u", self.urls, "-c", str(self.cache), "-x", "reload"],
                       self.environment)

    def items(self):
        with sqlite3.connect(self.cache) as database:
            return database.execute("SELECT count(*) FROM rss_item").fetchone()[0]


def start_server(script, feeds, lifetime, options=()):
    server = subprocess.Popen([sys.executable, script, "--feeds", str(feeds), "--lifetime", str(lifetime), *options],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    port = int(server.stdout.readline())
    return server, port


def server_responses(port):
    """The responses the server has sent so far, by status."""
    with urllib.request.urlopen(f"http://127.0.0.2:{port}/stats", timeout=10) as response:
        return collections.Counter(json.load(response))


def describe(responses):
    return ", ".join(f"{count} x {status}" for status, count in sorted(responses.items())) or "none"


def write_subscriptions(folder, port, feeds, hosts):
    urls = [f"http://127.0.0.{2 + feed % hosts}:{port}/feeds/{feed}.xml" for feed in range(feeds)]
    outlines = "\n".join(f'    <outline type="rss" text="Feed {feed}" xmlUrl={quoteattr(url)}/>'
                         for feed, url in enumerate(urls))
    opml = folder / "subscriptions.opml"
    opml.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n  <head><title>bench</title></head>\n'
                    f"  <body>\n{outlines}\n  </body>\n</opml>\n")
    newsboat_urls = folder / "urls"
    newsboat_urls.write_text("\n".join(urls) + "\n")
    return str(opml), str(newsboat_urls)


def report(app, binary, results, items, feeds, rounds):
    print(f"\n{feeds} feeds x 40 items, 50 hosts, 50 ms latency, 8 in flight; medians of {rounds} rounds "
          f"({app} / newsboat, goal):")
    print(f"{'phase':<6} {'measure':<8} {app:>10} {'newsboat':>10} {'ratio':>7}  goal")
    start_ours = statistics.median(results[app]["start"]) * 1e-6
    start_theirs = statistics.median(results["newsboat"]["start"]) * 1e-6
    start_ratio = start_ours / start_theirs
    print(f"{'start':<6} {'rss':<8} {start_ours:>8.3f}MB {start_theirs:>8.3f}MB {start_ratio:>6.2f}x  "
          f"<= {GOALS['rss']}x {'met' if start_ratio <= GOALS['rss'] else 'missed'} (--help against -v)")
    for phase in ("cold", "warm"):
        for measure_name, unit, scale in (("wall", "s", 1), ("cpu", "s", 1), ("rss", "MB", 1e-6)):
            ours = statistics.median(run[measure_name] for run in results[app][phase]) * scale
            theirs = statistics.median(run[measure_name] for run in results["newsboat"][phase]) * scale
            ratio = ours / theirs
            if (phase, measure_name) == ("warm", "wall"):
                floor = feeds / IN_FLIGHT * LATENCY
                over_floor = ours / floor
                verdict = "met" if over_floor <= WARM_WALL_OVER_FLOOR else "missed"
                print(f"{phase:<6} {measure_name:<8} {ours:>8.3f}{unit:<2} {theirs:>8.3f}{unit:<2} {ratio:>6.2f}x  "
                      f"{over_floor:.2f}x the latency floor of {floor:.3f} s, <= {WARM_WALL_OVER_FLOOR}x {verdict}")
                continue
            goal = GOALS[measure_name]
            verdict = "met" if ratio <= goal else "missed"
            print(f"{phase:<6} {measure_name:<8} {ours:>8.3f}{unit:<2} {theirs:>8.3f}{unit:<2} {ratio:>6.2f}x  "
                  f"<= {goal}x {verdict}")
    written = sum(run["store written"] for run in results[app]["warm"])
    print(f"warm: {app} wrote to its article store in {written} of {rounds} rounds (goal: none)")
    for phase in ("cold", "warm"):
        print(f"{phase}, last round: items held {app} {items[app][phase]}, newsboat {items['newsboat'][phase]} "
              f"(expected {feeds * 40}); server answered {app} {describe(results[app][phase][-1]['responses'])}, "
              f"newsboat {describe(results['newsboat'][phase][-1]['responses'])}")
    print(f"{app}'s binary: {os.path.getsize(binary) / 1e6:.1f} MB")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True, help="the app's release executable")
    parser.add_argument("--server", required=True, help="conditional_feed_server.py")
    parser.add_argument("--feeds", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-newsboat.") as work:
        folder = Path(work)
        # Long enough for the slowest round on a loaded machine, short enough not to linger.
        server, port = start_server(arguments.server, arguments.feeds, lifetime=60 * (10 + 4 * arguments.rounds))
        try:
            opml, urls = write_subscriptions(folder, port, arguments.feeds, hosts=50)
            readers = [App(arguments.app, opml, folder), Newsboat(urls, folder, threads=8)]
            results = {reader.name: {"start": [], "cold": [], "warm": []} for reader in readers}
            items = {reader.name: {} for reader in readers}
            for round_number in range(1, arguments.rounds + 1):
                for reader in readers:
                    reader.reset()
                    results[reader.name]["start"].append(reader.start()["rss"])
                for phase in ("cold", "settle", "warm"):
                    for reader in readers:
                        before = server_responses(port)
                        stored_before = reader.stored()
                        run = reader.refresh()
                        if phase == "settle":
                            continue
                        run["responses"] = server_responses(port) - before
                        run["store written"] = stored_before != reader.stored()
                        results[reader.name][phase].append(run)
                        items[reader.name][phase] = reader.items()
                        print(f"round {round_number} {phase} {reader.name}: {run['wall']:.3f} s wall, "
                              f"{run['cpu']:.3f} s CPU, {run['rss'] / 1e6:.1f} MB peak, "
                              f"{items[reader.name][phase]} items, answers {describe(run['responses'])}",
                              file=sys.stderr)
        finally:
            server.stdin.close()
            server.wait(timeout=10)
    report(readers[0].name, arguments.app, results, items, arguments.feeds, arguments.rounds)


if __name__ == "__main__":
    main()
