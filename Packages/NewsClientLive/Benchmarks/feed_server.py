#!/usr/bin/env python3
"""Loopback feed server for news-bench: answers every GET with one feed file after a fixed delay.

It listens on all addresses, so 127.0.0.1 to 127.0.0.25 reach it as 25 different hosts. Nagle's
algorithm is off (it costs about 40 ms a request with keep-alive), and HTTP/1.1 keep-alive is on,
as on a real server. The chosen port is printed on the first line of standard output.

It exits when its standard input reaches end of file, so it never outlives the benchmark that
started it, even one that crashed: a process spawned from a Swift thread can inherit a signal mask
that blocks SIGTERM.
"""
import argparse
import http.server
import os
import signal
import sys
import threading
import time


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--feed", required=True, help="file to answer every request with")
    parser.add_argument("--latency", type=float, default=0.02, help="seconds before each response")
    parser.add_argument("--port", type=int, default=0)
    arguments = parser.parse_args()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    with open(arguments.feed, "rb") as file:
        body = file.read()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True

        def do_GET(self):
            time.sleep(arguments.latency)
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format, *args):
            pass

    http.server.ThreadingHTTPServer.daemon_threads = True
    http.server.ThreadingHTTPServer.request_queue_size = 256
    server = http.server.ThreadingHTTPServer(("0.0.0.0", arguments.port), Handler)
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
