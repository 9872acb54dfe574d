#!/usr/bin/env python3
"""Loopback feed server for Scripts/examples/bench-newsboat: many RSS feeds that never change, spread over
many hosts, with a fixed latency on every response and the validators real servers send.

Feed N is http://127.0.0.(2 + N % HOSTS):PORT/feeds/N.xml. Every address listens on the same port,
so each reader sees HOSTS different hosts, as with real subscriptions, and its per-host connection
limits apply. Only 127.0.0.0/8 is bound: all of it reaches lo on Linux, nothing else can connect.

Each feed carries an ETag and a Last-Modified, and a request that sends a matching If-None-Match,
or an If-Modified-Since no older than the feed, is answered 304 with no body: a warm refresh then
measures how a reader revalidates, not how it parses.

GET /stats, on any address and without the latency, answers the number of responses sent so far
by status, as JSON, so the benchmark can show that a warm refresh really was all 304s.

Nagle's algorithm is off (it costs about 40 ms a request with keep-alive). The chosen port is
printed on the first line of standard output. The server exits when its standard input closes or
after --lifetime seconds, whichever comes first, so it never outlives the benchmark.
"""
import argparse
import collections
import email.utils
import http.server
import json
import os
import signal
import sys
import threading
import time

LAST_MODIFIED = email.utils.formatdate(1_750_000_000, usegmt=True)
WORDS = [
    "government", "market", "weather", "election", "science", "football", "council", "energy",
    "report", "minister", "climate", "health", "court", "budget", "transport", "festival",
]


def feed_body(feed, items, item_bytes):
    """An RSS 2.0 feed shaped like a news site's: title, link, GUID, date, author and an HTML
    summary per item, padded to item_bytes each."""
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n'
        f"<title>Bench feed {feed}</title>\n"
        f"<link>https://feed{feed}.bench.example/</link>\n"
        f"<description>Generated feed {feed} for bench-newsboat.</description>\n"
    ]
    for item in range(items):
        word = WORDS[(feed + item) % len(WORDS)]
        other = WORDS[(feed * 7 + item // 3) % len(WORDS)]
        link = f"https://feed{feed}.bench.example/articles/{item}"
        published = email.utils.formatdate(1_750_000_000 - feed * 600 - item * 3600, usegmt=True)
        head = (
            f"<item>\n<title>Feed {feed}, item {item}: the {word} &amp; {other} update</title>\n"
            f"<link>{link}</link>\n<guid isPermaLink=\"true\">{link}</guid>\n"
            f"<pubDate>{published}</pubDate>\n<dc:creator>Author {item % 97}</dc:creator>\n"
            "<description>&lt;p&gt;"
        )
        tail = "&lt;/p&gt;</description>\n</item>\n"
        summary = f"Reporters say the {word} story develops as the {other} debate continues. "
        while len(head) + len(summary) + len(tail) < item_bytes:
            summary += f"More on the {word} and the {other} follows. "
        parts.append(head + summary[: max(0, item_bytes - len(head) - len(tail))] + tail)
    parts.append("</channel>\n</rss>\n")
    return "".join(parts).encode()


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def exit_after(seconds):
    time.sleep(seconds)
    print("conditional_feed_server: lifetime over, exiting", file=sys.stderr, flush=True)
    os._exit(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--feeds", type=int, default=300)
    parser.add_argument("--items", type=int, default=40)
    parser.add_argument("--item-bytes", type=int, default=620, help="about 25 KB a feed with 40 items")
    parser.add_argument("--hosts", type=int, default=50, help="127.0.0.2 onwards; at most 250")
    parser.add_argument("--latency", type=float, default=0.05, help="seconds before each response")
    parser.add_argument("--lifetime", type=float, default=3600, help="seconds before it exits anyway")
    arguments = parser.parse_args()
    if not 1 <= arguments.hosts <= 250:
        parser.error("--hosts must be between 1 and 250")
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    threading.Thread(target=exit_after, args=(arguments.lifetime,), daemon=True).start()

    bodies = [feed_body(feed, arguments.items, arguments.item_bytes) for feed in range(arguments.feeds)]
    etags = [f'"feed-{feed}-{len(body)}"' for feed, body in enumerate(bodies)]
    last_modified = email.utils.parsedate_to_datetime(LAST_MODIFIED)
    responses = collections.Counter()
    responses_lock = threading.Lock()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True

        def do_GET(self):
            if self.path == "/stats":
                with responses_lock:
                    body = json.dumps(responses).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            time.sleep(arguments.latency)
            name = self.path.removeprefix("/feeds/").removesuffix(".xml")
            if not name.isdigit() or int(name) >= len(bodies):
                self.send_error(404)
                return
            feed = int(name)
            if self.unchanged(etags[feed]):
                self.send_response(304)
                self.send_validators(feed)
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml; charset=utf-8")
            self.send_header("Content-Length", str(len(bodies[feed])))
            self.send_validators(feed)
            self.end_headers()
            self.wfile.write(bodies[feed])

        def unchanged(self, etag):
            if_none_match = self.headers.get("If-None-Match")
            if if_none_match is not None:
                return etag in [tag.strip() for tag in if_none_match.split(",")] or if_none_match.strip() == "*"
            if_modified_since = self.headers.get("If-Modified-Since")
            if if_modified_since is None:
                return False
            try:
                return email.utils.parsedate_to_datetime(if_modified_since) >= last_modified
            except (TypeError, ValueError):
                return False

        def log_request(self, code="-", size="-"):
            if self.path == "/stats":
                return
            with responses_lock:
                responses[str(int(code))] += 1

        def send_validators(self, feed):
            self.send_header("ETag", etags[feed])
            self.send_header("Last-Modified", LAST_MODIFIED)

        def log_message(self, format, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        daemon_threads = True
        request_queue_size = 256

    first = Server(("127.0.0.2", 0), Handler)
    port = first.server_address[1]
    servers = [first] + [Server((f"127.0.0.{2 + host}", port), Handler) for host in range(1, arguments.hosts)]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    print(port, flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
