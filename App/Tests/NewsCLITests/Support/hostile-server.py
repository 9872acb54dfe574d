#!/usr/bin/env python3
"""A loopback HTTP server that misbehaves on purpose, for news-cli's end-to-end tests.

It listens on 127.0.0.1 on a port the system picks, prints the port on the first line of standard
output, and serves until its standard input closes, so it never outlives the test that started
it. Raw sockets let each path misbehave exactly as broken or hostile servers do.
"""

import asyncio
import gzip
import os
import sys

GOOD_FEED = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>Good Feed</title>
<item><title>A story that loads</title><link>https://example.org/good</link>
<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate></item></channel></rss>"""
# A feed that starts well, then decompresses to 64 MB of spaces: past any sane size cap.
BOMB = gzip.compress(
    b'<?xml version="1.0"?><rss version="2.0"><channel><title>' + b" " * (64 * 1024 * 1024),
    compresslevel=9,
)


def head(status: str, headers: dict[str, str]) -> bytes:
    lines = [f"HTTP/1.1 {status}"] + [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def complete(status: str, body: bytes, **headers: str) -> bytes:
    return head(status, {"Content-Length": str(len(body)), "Connection": "close", **headers}) + body


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        request = await reader.readuntil(b"\r\n\r\n")
        path = request.split(b" ")[1].decode()
        if path == "/good.xml":
            writer.write(complete("200 OK", GOOD_FEED, **{"Content-Type": "application/rss+xml"}))
        elif path == "/silent":
            await asyncio.sleep(3600)
        elif path == "/slowloris":
            writer.write(head("200 OK", {"Content-Length": "100000", "Content-Type": "application/rss+xml"}))
            writer.write(b'<?xml version="1.0"?><rss version="2.0"><channel><title>Slow')
            await writer.drain()
            await asyncio.sleep(3600)
        elif path == "/endless":
            writer.write(head("200 OK", {"Content-Type": "application/rss+xml", "Connection": "close"}))
            writer.write(b'<?xml version="1.0"?><rss version="2.0"><channel><title>Endless</title>')
            item = b"<item><title>again</title></item>" * 1000
            while True:
                writer.write(item)
                await writer.drain()
        elif path == "/bomb":
            writer.write(complete("200 OK", BOMB, **{"Content-Encoding": "gzip", "Content-Type": "application/rss+xml"}))
        elif path == "/redirect-loop":
            writer.write(complete("302 Found", b"", Location="/redirect-loop"))
        elif path == "/to-file":
            writer.write(complete("302 Found", b"", Location="file:///etc/passwd"))
        elif path == "/to-ftp":
            writer.write(complete("302 Found", b"", Location="ftp://127.0.0.1/feed.xml"))
        elif path == "/bad-encoding":
            writer.write(complete("200 OK", b"this is not gzip at all", **{"Content-Encoding": "gzip"}))
        elif path == "/too-many":
            writer.write(complete("429 Too Many Requests", b"slow down", **{"Retry-After": "120"}))
        elif path == "/html":
            page = b"<!DOCTYPE html><html><head><title>Welcome</title></head><body>Sign in</body></html>"
            writer.write(complete("200 OK", page, **{"Content-Type": "text/html"}))
        elif path == "/empty":
            writer.write(complete("200 OK", b"", **{"Content-Type": "application/rss+xml"}))
        else:
            writer.write(complete("404 Not Found", b"no such path"))
        await writer.drain()
    except (ConnectionError, asyncio.IncompleteReadError):
        pass
    finally:
        writer.close()


async def main() -> None:
    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.read)
    # Handlers are still asleep by design; leave without waking them.
    os._exit(0)


asyncio.run(main())
