#!/usr/bin/env python3
"""The live article store against a newsboat cache holding the same articles, for Scripts/examples/bench-store.

Fills a temporary store with `store-bench fill` (100,000 articles in 500 feeds by default), then
measures what the targets name: a fresh process that opens the store and lists the newest 30
unread (wall time of the whole process, median of many), marking one article read, a search,
saving an unchanged 40-article feed (medians, timed inside store-bench), and the file's size
against the articles' text, as filled and after reclaiming space.

newsboat has no API to time, so its side is the same work as SQL on its own cache: the schema
comes from `newsboat -x reload` on a one-item local feed, the same articles are copied in, and
each operation is the statement newsboat runs for it (its search is LIKE over title and content:
it has no full-text index). Listing is timed as a `sqlite3` shell process, the rest in this
process through Python's sqlite3 module, which is the same system SQLite.
"""
import argparse
import os
import pathlib
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

TARGETS = {
    "open + newest 30 unread (whole process)": 30.0,
    "mark one read": 2.0,
    "search": 20.0,
    "save an unchanged 40-article feed": 5.0,
}
SIZE_TARGET = 1.5
# The store alone: newsboat chooses articles with filters in C++ over what it loaded, not in SQL.
FILTER_TARGETS = {
    "filter: 5 terms, 1 regex, newest 30": ("filter_ms", 50.0),
    "query feed's unread count": ("query_feed_count_ms", 20.0),
}
REFERENCE_DATE = 978_307_200  # 2001-01-01 in Unix seconds: the store's dates count from there.


def process_milliseconds(command: list[str], rounds: int) -> float:
    """The median wall time of `command` as a fresh process, output discarded."""
    times = []
    for _ in range(rounds):
        start = time.monotonic()
        child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        _, status, _ = os.wait4(child.pid, 0)
        times.append((time.monotonic() - start) * 1000)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"bench-store: {' '.join(command)} failed")
    return statistics.median(times)


def run(command: list[str]) -> dict[str, list[str]]:
    """Runs a store-bench command and returns its "NAME VALUE" lines by name."""
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    values: dict[str, list[str]] = {}
    for line in output.splitlines():
        name, _, value = line.partition(" ")
        values.setdefault(name, []).append(value)
    return values


def timed(body, rounds: int) -> float:
    times = []
    for round_number in range(rounds):
        start = time.perf_counter()
        body(round_number)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def newsboat_cache(folder: pathlib.Path, store: pathlib.Path) -> pathlib.Path:
    """A cache made by newsboat itself, holding a copy of the store's feeds and articles."""
    folder.mkdir()
    feed = folder / "seed.xml"
    feed.write_text(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Seed</title><link>http://seed/</link>'
        "<item><title>Seed</title><guid>seed</guid><link>http://seed/1</link></item></channel></rss>"
    )
    (folder / "urls").write_text(f'"exec:cat {feed}"\n')
    (folder / "config").write_text("")
    cache = folder / "cache.db"
    subprocess.run(
        ["newsboat", "-u", str(folder / "urls"), "-C", str(folder / "config"), "-c", str(cache), "-x", "reload"],
        check=True, env=dict(os.environ, HOME=str(folder)), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
    )
    source = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    target = sqlite3.connect(cache)
    target.execute("DELETE FROM rss_item")
    target.execute("DELETE FROM rss_feed")
    target.executemany(
        "INSERT INTO rss_feed (rssurl, url, title) VALUES (?, ?, ?)",
        source.execute("SELECT url, url, title FROM feed"),
    )
    target.executemany(
        "INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        source.execute(
            "SELECT CASE WHEN guid_is_link THEN article.link ELSE guid END, article.title, coalesce(author, ''), "
            f"coalesce(article.link, ''), feed.url, CAST(published + {REFERENCE_DATE} AS INTEGER), "
            "coalesce(summary, ''), 1 - is_read FROM article JOIN feed ON feed.id = article.feed_id ORDER BY article.id"
        ),
    )
    target.commit()
    target.execute("VACUUM")
    target.close()
    return cache


NEWSBOAT_NEWEST = (
    "SELECT guid, title, author, url, pubDate, content, unread, feedurl FROM rss_item "
    "WHERE unread = 1 AND deleted = 0 ORDER BY pubDate DESC LIMIT 30;"
)
STORE_NEWEST = (
    "SELECT article.*, feed.url, feed.title FROM article JOIN feed ON feed.id = article.feed_id "
    "WHERE article.is_read = 0 ORDER BY article.sort_date DESC, article.id DESC LIMIT 30;"
)


def newsboat_figures(cache: pathlib.Path, queries: list[str], feed_url: str, rounds: int) -> dict[str, float]:
    figures = {
        "open + newest 30 unread (whole process)": process_milliseconds(["sqlite3", str(cache), NEWSBOAT_NEWEST], rounds)
    }
    database = sqlite3.connect(cache, isolation_level=None)
    unread = [row[0] for row in database.execute("SELECT guid FROM rss_item WHERE unread = 1 LIMIT 200")]
    # newsboat marks an item read by its guid, one statement, committed at once.
    figures["mark one read"] = timed(
        lambda number: database.execute("UPDATE rss_item SET unread = 0 WHERE guid = ?", (unread[number],)), len(unread)
    )
    # newsboat searches with LIKE over title and content, newest first.
    figures["search"] = timed(
        lambda number: database.execute(
            "SELECT guid FROM rss_item WHERE (title LIKE ? OR content LIKE ?) AND deleted = 0 ORDER BY pubDate DESC",
            (f"%{queries[number % len(queries)]}%",) * 2,
        ).fetchall(),
        len(queries) * 5,
    )
    items = database.execute(
        "SELECT guid, title, author, url, content FROM rss_item WHERE feedurl = ? ORDER BY pubDate DESC LIMIT 40",
        (feed_url,),
    ).fetchall()

    # newsboat saves a feed by looking each item up by guid and rewriting it, in one transaction.
    def save(_):
        database.execute("BEGIN")
        for guid, title, author, url, content in items:
            database.execute("SELECT count(*) FROM rss_item WHERE guid = ?", (guid,)).fetchone()
            database.execute(
                "UPDATE rss_item SET title = ?, author = ?, url = ?, feedurl = ?, content = ?, enclosure_url = ?, "
                "enclosure_type = ?, base = ? WHERE guid = ?",
                (title, author, url, feed_url, content, "", "", "", guid),
            )
        database.execute("UPDATE rss_feed SET title = title WHERE rssurl = ?", (feed_url,))
        database.execute("COMMIT")

    figures["save an unchanged 40-article feed"] = timed(save, 50)
    database.close()
    return figures


def size(path: pathlib.Path) -> int:
    return sum(p.stat().st_size for p in [path, pathlib.Path(f"{path}-wal")] if p.exists())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", required=True, help="the release store-bench executable")
    parser.add_argument("--feeds", type=int, default=500)
    parser.add_argument("--per-feed", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=21, help="fresh processes timed for listing")
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-store.") as work:
        folder = pathlib.Path(work)
        store = folder / "store" / "articles.sqlite"
        total = arguments.feeds * arguments.per_feed
        print(f"Filling a store with {total:,} articles in {arguments.feeds} feeds...", file=sys.stderr)
        start = time.monotonic()
        text_bytes = int(run([arguments.bench, "fill", str(store), str(arguments.feeds), str(arguments.per_feed)])["text_bytes"][0])
        fill_seconds = time.monotonic() - start
        subprocess.run(["sqlite3", str(store), "PRAGMA wal_checkpoint(TRUNCATE);"], check=True, stdout=subprocess.DEVNULL)
        filled_bytes = size(store)

        ours = {
            "open + newest 30 unread (whole process)": process_milliseconds([arguments.bench, "newest", str(store)], arguments.rounds)
        }
        measured = run([arguments.bench, "measure", str(store)])
        ours["mark one read"] = float(measured["mark_read_ms"][0])
        ours["search"] = float(measured["search_ms"][0])
        ours["save an unchanged 40-article feed"] = float(measured["save_unchanged_ms"][0])
        shell_listing = process_milliseconds(["sqlite3", str(store), STORE_NEWEST], arguments.rounds)

        print("Copying the articles into a newsboat cache...", file=sys.stderr)
        cache = newsboat_cache(folder / "newsboat", store)
        theirs = newsboat_figures(cache, measured["search_query"], measured["save_unchanged_feed"][0], arguments.rounds)
        newsboat_bytes = size(cache)

        reclaimed = run([arguments.bench, "reclaim", str(store)])
        reclaimed_bytes = int(reclaimed["bytes_after"][0])

    print(f"\n{total:,} articles in {arguments.feeds} feeds, {text_bytes / 1e6:.1f} MB of text "
          f"(title, summary, link, guid, author); filled in {fill_seconds:.1f} s.")
    print(f"{'measure':<42} {'store':>10} {'newsboat':>10}  target")
    for name, target in TARGETS.items():
        verdict = "met" if ours[name] <= target else "missed"
        print(f"{name:<42} {ours[name]:>8.2f}ms {theirs[name]:>8.2f}ms  <= {target:g} ms ({verdict})")
    for label, value in (("size as filled", filled_bytes), ("size after reclaimSpace", reclaimed_bytes)):
        ratio = value / text_bytes
        verdict = "met" if ratio <= SIZE_TARGET else "missed"
        print(f"{label + ' (x text)':<42} {ratio:>9.2f}x {newsboat_bytes / text_bytes:>9.2f}x  <= {SIZE_TARGET}x ({verdict}, "
              f"{value / 1e6:.1f} MB; newsboat {newsboat_bytes / 1e6:.1f} MB)")
    for name, (key, target) in FILTER_TARGETS.items():
        value = float(measured[key][0])
        verdict = "met" if value <= target else "missed"
        print(f"{name:<42} {value:>8.2f}ms {'-':>10}  <= {target:g} ms ({verdict})")
    print(f"\nfilter: {measured['filter_expression'][0]!r}, {measured['filter_listed'][0]} listed; "
          f"query feed 'unread = \"yes\"': {measured['query_feed_count'][0]} articles, counted by countMatching")
    print(f"\nsearch: worst of the timed searches {float(measured['search_max_ms'][0]):.2f} ms; queries: "
          + ", ".join(repr(query) for query in measured["search_query"]))
    print(f"The same listing as a sqlite3 shell process on the store: {shell_listing:.2f} ms (the floor a process pays).")
    print("newsboat: SQL on a cache newsboat 2.21 created, filled with the same articles; its search is LIKE "
          "(no full-text index), so it finds substrings, not words.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
