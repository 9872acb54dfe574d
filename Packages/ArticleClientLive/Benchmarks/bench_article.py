"""make bench-article: reader mode's extractor against readability-lxml 0.9 and trafilatura 2.3.1,
on pages served from a loopback server. Run by Scripts/examples/bench-article inside its venv.

- The generated corpus (article_corpus.py): article pages scored by token F1 against each page's
  reference text and by exact title matches, and pages that hold no article (a product grid, a
  feed, search results, front pages), which should be refused.
- The real pages (real_corpus.py): the 181 pages of the article extraction benchmark, scored by
  that benchmark's own metric, so that the figures stand beside its published table.
- The time and peak memory of extracting a page of about 200 KB.

Usage: bench_article.py --app PATH --measure PATH [--corpus DIR] [--real DIR]
                        [--only generated|real|speed] [--verbose]
  --app PATH      the candidate, run as `PATH article URL --json` (article-extract or the app)
  --measure PATH  article-extract, run as `PATH measure FILE URL N` for time and memory
  --real DIR      the article extraction benchmark's folder (ground-truth.json and html/)
  --only PART     one part of the report
  --verbose       each failure, the scores by template and the worst pages"""

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
import real_corpus


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
    """Serves each page at its path with the Content-Type it was given."""
    disable_nagle_algorithm = True
    protocol_version = "HTTP/1.1"
    routes = {}

    def do_GET(self):
        route = self.routes.get(self.path.split("?")[0])
        if route is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        path, content_type = route
        data = path.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", content_type)
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


def extract_with(name, oracle, app, url, fetched):
    """(title, text, failure) of one extractor on one page; an oracle's crash counts as an empty
    extraction."""
    if oracle is None:
        title, text, failure, _ = run_candidate(app, url)
        return title, text, failure
    try:
        title, text = oracle(fetched, url)
        return title, text, None if text.strip() else "nothing extracted"
    except Exception as error:
        return "", "", f"{type(error).__name__}: {error}"


def score_generated(extractors, app, base, pages, non_articles, verbose):
    scores = {name: {"f1": [], "small": [], "titles": 0, "failures": 0, "refused": 0} for name in extractors}
    worst = []
    by_template = collections.defaultdict(list)
    for page in pages:
        url = base + page["file"]
        fetched = urllib.request.urlopen(url).read()
        small = page["article_share"] < 0.7
        for name, oracle in extractors.items():
            title, text, failure = extract_with(name, oracle, app, url, fetched)
            if failure:
                scores[name]["failures"] += 1
                if oracle is None and verbose:
                    print(f"  {page['file']}: {failure}", file=sys.stderr)
            score = f1(text, page["text"])
            scores[name]["f1"].append(score)
            if small:
                scores[name]["small"].append(score)
            if comparable_title(title) == comparable_title(page["title"]):
                scores[name]["titles"] += 1
            elif oracle is None and verbose:
                print(f"  {page['file']}: title {title!r}, expected {page['title']!r}", file=sys.stderr)
            by_template[(name, page["template"])].append(score)
            if oracle is None:
                worst.append((score, page["file"]))
    for page in non_articles:
        url = base + page["file"]
        fetched = urllib.request.urlopen(url).read()
        for name, oracle in extractors.items():
            _, text, failure = extract_with(name, oracle, app, url, fetched)
            if failure:
                scores[name]["refused"] += 1
            elif oracle is None and verbose:
                print(f"  {page['file']} ({page['kind']}) was not refused: {text[:100]!r}", file=sys.stderr)

    count = len(pages)
    small_count = sum(1 for page in pages if page["article_share"] < 0.7)
    print(f"Generated corpus: {count} article pages from {len(article_corpus.TEMPLATES)} templates, {small_count} with "
          f"the article under 70% of the page's words, and {len(non_articles)} pages that hold no article "
          f"({', '.join(sorted({page['kind'] for page in non_articles}))}); served from {base}")
    print()
    print(f"{'extractor':<24} {'mean F1':>8} {'F1 <70%':>8} {'titles':>9} {'failed':>7} {'non-articles refused':>21}")
    for name, score in scores.items():
        mean = sum(score["f1"]) / count
        small_mean = sum(score["small"]) / max(1, len(score["small"]))
        refused = f"{score['refused']}/{len(non_articles)}"
        print(f"{name:<24} {mean:>8.3f} {small_mean:>8.3f} {score['titles']:>5}/{count:<3} {score['failures']:>7} "
              f"{refused:>21}")
    if verbose:
        print()
        templates = sorted({template for _, template in by_template})
        print(f"{'template':<16}" + "".join(f"{name[:14]:>16}" for name in extractors))
        for template in templates:
            row = [sum(by_template[(name, template)]) / len(by_template[(name, template)]) for name in extractors]
            print(f"{template:<16}" + "".join(f"{value:>16.3f}" for value in row))
        print()
        for score, name in sorted(worst)[:10]:
            print(f"  lowest: {score:.3f} {name}")


def score_real(extractors, app, base, pages, verbose):
    results = {name: [] for name in extractors}
    refused = {name: 0 for name in extractors}
    worst = []
    for page in pages:
        url = base + page["file"]
        fetched = urllib.request.urlopen(url).read()
        for name, oracle in extractors.items():
            _, text, failure = extract_with(name, oracle, app, url, fetched)
            if failure:
                refused[name] += 1
            counts = real_corpus.counts(text, page["answer"])
            results[name].append(counts)
            if oracle is None:
                worst.append((real_corpus.page_f1(counts), page["file"], counts, failure))

    print(f"Real pages: the {len(pages)} pages of the article extraction benchmark, served from {base} as "
          f"text/html without a charset, scored by the benchmark's metric (4-token shingles)")
    print()
    print(f"{'extractor':<24} {'precision':>9} {'recall':>7} {'F1':>6} {'pages at 0':>11} {'refused':>8}")
    for name, all_counts in results.items():
        precision, recall, score = real_corpus.scores(all_counts)
        zeros = sum(1 for counts in all_counts if counts[0] == 0)
        print(f"{name:<24} {precision:>9.3f} {recall:>7.3f} {score:>6.3f} {zeros:>11} {refused[name]:>8}")
    if verbose:
        print()
        for score, name, (tp, fp, fn), failure in sorted(worst)[:25]:
            total = max(1, tp + fp + fn)
            print(f"  lowest: {score:.3f} {name[:16]} precision {tp / max(1, tp + fp):.2f} recall "
                  f"{tp / max(1, tp + fn):.2f} ({tp}/{fp}/{fn} shingles of {total}){' ' + failure if failure else ''}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("--measure", required=True)
    parser.add_argument("--corpus", default=None)
    parser.add_argument("--real", default=None, help="the article extraction benchmark's folder")
    parser.add_argument("--only", choices=["generated", "real", "speed"], default=None)
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()

    corpus = pathlib.Path(arguments.corpus or pathlib.Path(arguments.measure).parent / "article-corpus")
    pages = article_corpus.build(corpus)
    non_articles = article_corpus.build_non_articles(corpus)
    large = article_corpus.large_page(corpus)
    for page in pages + non_articles:
        Handler.routes["/" + page["file"]] = (corpus / page["file"], page["content_type"])
    real_pages = []
    if arguments.real and pathlib.Path(arguments.real).is_dir():
        real_folder = corpus.parent / (corpus.name + "-real")
        real_pages = real_corpus.build(arguments.real, real_folder)
        for page in real_pages:
            page["file"] = "real/" + page["file"]
            Handler.routes["/" + page["file"]] = (real_folder / page["file"][len("real/"):], "text/html")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    extractors = {
        pathlib.Path(arguments.app).name: None,
        "readability-lxml 0.9": readability_oracle,
        "trafilatura 2.3.1": trafilatura_oracle,
        "whole page text": whole_page,
    }
    if arguments.only in (None, "generated"):
        score_generated(extractors, arguments.app, base, pages, non_articles, arguments.verbose)
        print()
    if arguments.only in (None, "real"):
        if real_pages:
            score_real(extractors, arguments.app, base, real_pages, arguments.verbose)
        else:
            print(f"Real pages: not scored, no corpus at {arguments.real}")
        print()
    server.shutdown()
    if arguments.only not in (None, "speed"):
        return

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
