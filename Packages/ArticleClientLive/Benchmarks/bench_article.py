"""make bench-article: reader mode's extractor against readability-lxml 0.9 and trafilatura 2.3.1
on a generated corpus served from a loopback server, scored by token F1 against each page's
reference text and by exact title matches. Run by Scripts/examples/bench-article inside its venv.

Usage: bench_article.py --app PATH --measure PATH [--corpus DIR] [--verbose]
  --app PATH      the candidate, run as `PATH article URL --json` (article-extract or the app)
  --measure PATH  article-extract, run as `PATH measure FILE URL N` for time and memory"""

import argparse
import collections
import http.server
import json
import pathlib
import re
import subprocess
import sys
import threading
import time
import urllib.request

import lxml.html
import trafilatura
from readability import Document

import article_corpus


def tokens(text):
    return collections.Counter(re.findall(r"\w+", (text or "").lower()))


def f1(candidate, reference):
    found, expected = tokens(candidate), tokens(reference)
    overlap = sum((found & expected).values())
    if overlap == 0:
        return 0.0
    precision = overlap / sum(found.values())
    recall = overlap / sum(expected.values())
    return 2 * precision * recall / (precision + recall)


def comparable_title(title):
    title = (title or "").lower().replace("\u2019", "'").replace("\u2018", "'")
    title = title.replace("\u201c", '"').replace("\u201d", '"').replace("\u2013", "-").replace("\u2014", "-")
    return " ".join(title.split())


def block_text(element):
    """Text of an lxml tree with blocks apart, for the oracles' HTML output."""
    for block in element.iter("p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "tr", "blockquote", "figcaption", "br"):
        block.tail = ("\n\n" + block.tail) if block.tail else "\n\n"
    return element.text_content()


def readability_oracle(page, url):
    document = Document(page)
    summary = document.summary(html_partial=True)
    text = block_text(lxml.html.fromstring(summary)) if summary.strip() else ""
    return document.short_title(), text


def trafilatura_oracle(page, url):
    result = trafilatura.bare_extraction(page, url=url, include_tables=True, with_metadata=True)
    if result is None:
        return "", ""
    data = result.as_dict() if hasattr(result, "as_dict") else result
    return data.get("title") or "", data.get("text") or ""


def whole_page(page, url):
    tree = lxml.html.fromstring(page)
    for element in tree.xpath("//script|//style|//noscript|//template|//head"):
        element.drop_tree()
    titles = lxml.html.fromstring(page).xpath("//title/text()")
    return (titles[0] if titles else ""), block_text(tree)


class Handler(http.server.BaseHTTPRequestHandler):
    disable_nagle_algorithm = True
    protocol_version = "HTTP/1.1"
    corpus = None
    types = {}

    def do_GET(self):
        name = self.path.lstrip("/").split("?")[0]
        path = self.corpus / name
        if not name or not path.is_file():
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        data = path.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", self.types.get(name, "text/html"))
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *arguments):
        pass


def run_candidate(app, url):
    started = time.monotonic()
    process = subprocess.run([app, "article", url, "--json"], capture_output=True, timeout=60)
    elapsed = time.monotonic() - started
    if process.returncode != 0:
        return "", "", process.stderr.decode(errors="replace").strip(), elapsed
    data = json.loads(process.stdout)
    return data.get("title") or "", data.get("text") or "", None, elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("--measure", required=True)
    parser.add_argument("--corpus", default=None)
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()

    corpus = pathlib.Path(arguments.corpus or pathlib.Path(arguments.measure).parent / "article-corpus")
    pages = article_corpus.build(corpus)
    large = article_corpus.large_page(corpus)
    Handler.corpus = corpus
    Handler.types = {page["file"]: page["content_type"] for page in pages}
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    extractors = {
        pathlib.Path(arguments.app).name: None,
        "readability-lxml 0.9": readability_oracle,
        "trafilatura 2.3.1": trafilatura_oracle,
        "whole page text": whole_page,
    }
    scores = {name: {"f1": [], "small": [], "titles": 0, "failures": 0, "seconds": 0.0} for name in extractors}
    worst = []
    by_template = collections.defaultdict(list)
    for page in pages:
        url = base + page["file"]
        fetched = urllib.request.urlopen(url).read()
        small = page["article_share"] < 0.7
        for name, oracle in extractors.items():
            started = time.monotonic()
            if oracle is None:
                title, text, failure, elapsed = run_candidate(arguments.app, url)
                if failure:
                    scores[name]["failures"] += 1
                    if arguments.verbose:
                        print(f"  {page['file']}: {failure}", file=sys.stderr)
            else:
                try:
                    title, text = oracle(fetched, url)
                except Exception as error:  # an oracle's crash counts as an empty extraction
                    title, text = "", ""
                    scores[name]["failures"] += 1
                elapsed = time.monotonic() - started
            score = f1(text, page["text"])
            scores[name]["f1"].append(score)
            scores[name]["seconds"] += elapsed
            if small:
                scores[name]["small"].append(score)
            if comparable_title(title) == comparable_title(page["title"]):
                scores[name]["titles"] += 1
            elif oracle is None and arguments.verbose:
                print(f"  {page['file']}: title {title!r}, expected {page['title']!r}", file=sys.stderr)
            by_template[(name, page["template"])].append(score)
            if oracle is None:
                worst.append((score, page["file"]))
    server.shutdown()

    count = len(pages)
    small_count = sum(1 for page in pages if page["article_share"] < 0.7)
    print(f"Corpus: {count} generated pages from {len(article_corpus.TEMPLATES)} templates, {small_count} with the "
          f"article under 70% of the page's words; served from {base}")
    print()
    print(f"{'extractor':<24} {'mean F1':>8} {'F1 <70%':>8} {'titles':>9} {'failed':>7}")
    for name, score in scores.items():
        mean = sum(score["f1"]) / count
        small_mean = sum(score["small"]) / max(1, len(score["small"]))
        print(f"{name:<24} {mean:>8.3f} {small_mean:>8.3f} {score['titles']:>5}/{count:<3} {score['failures']:>7}")
    if arguments.verbose:
        print()
        templates = sorted({template for _, template in by_template})
        print(f"{'template':<16}" + "".join(f"{name[:14]:>16}" for name in extractors))
        for template in templates:
            row = [sum(by_template[(name, template)]) / len(by_template[(name, template)]) for name in extractors]
            print(f"{template:<16}" + "".join(f"{value:>16.3f}" for value in row))
        print()
        for score, name in sorted(worst)[:10]:
            print(f"  lowest: {score:.3f} {name}")

    print()
    measured = subprocess.run([arguments.measure, "measure", str(large), base + "large.html", "30"],
                              capture_output=True, check=True, text=True)
    report = json.loads(measured.stdout)
    page = large.read_bytes()
    timings = {}
    for name, oracle in list(extractors.items())[1:3]:
        best = float("inf")
        for _ in range(5):
            started = time.perf_counter()
            oracle(page, base + "large.html")
            best = min(best, time.perf_counter() - started)
        timings[name] = best * 1000
    print(f"Extraction of a {report['bytes'] // 1024} KB page (release, fastest of 30): {report['ms']:.2f} ms"
          f" (goal <= 10 ms); readability-lxml {timings['readability-lxml 0.9']:.1f} ms, "
          f"trafilatura {timings['trafilatura 2.3.1']:.1f} ms (fastest of 5)")
    print(f"Peak memory growth while extracting it: {report['peak_growth_bytes'] // 1024} KB, "
          f"{report['peak_over_page']:.2f}x the page (goal <= 3x)")


if __name__ == "__main__":
    main()
