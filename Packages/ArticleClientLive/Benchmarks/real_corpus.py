"""The real pages of `make bench-article`: the 181 news and blog pages of scrapinghub's article
extraction benchmark (../shared/corpora/article-extraction-benchmark), each with the article body
a person marked as its answer, scored by that benchmark's own metric so that the figures stand
beside its published table.

The metric, as the corpus's README describes it: a text's tokens are the matches of `\\w+`, and
its shingles the runs of 4 consecutive tokens, counted with multiplicity (a text of 1 to 3 tokens is
one shingle, an empty one has none). For each page, tp counts the shingles found in both, fp those
only extracted, fn those only in the answer. Precision is the mean over pages of tp / (tp + fp),
recall the mean of tp / (tp + fn), and F1 their harmonic mean. As in the benchmark's own scorer, a
page with nothing extracted has no precision (it is left out of that mean) and a recall of 0."""

import collections
import gzip
import json
import pathlib
import re

WORD = re.compile(r"\w+")


def build(source, folder):
    """Writes every page of the corpus at `source` decompressed into `folder`, as a crawler saw it,
    and returns the pages: [{"file", "answer", "url"}], in the order of the answers."""
    source, folder = pathlib.Path(source), pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    answers = json.loads((source / "ground-truth.json").read_text(encoding="utf-8"))
    pages = []
    for key, answer in answers.items():
        name = f"{key}.html"
        target = folder / name
        if not target.exists():
            target.write_bytes(gzip.decompress((source / "html" / f"{key}.html.gz").read_bytes()))
        pages.append({"file": name, "answer": answer["articleBody"], "url": answer["url"]})
    return pages


def shingles(text):
    words = WORD.findall(text or "")
    if not words:
        return collections.Counter()
    if len(words) < 4:
        return collections.Counter([" ".join(words)])
    return collections.Counter(" ".join(words[index:index + 4]) for index in range(len(words) - 3))


def counts(extracted, answer):
    """(tp, fp, fn) of one page's extraction against its answer."""
    found, expected = shingles(extracted), shingles(answer)
    both = sum((found & expected).values())
    return both, sum(found.values()) - both, sum(expected.values()) - both


def page_f1(page_counts):
    """One page's F1, for listing the worst pages: 0 when nothing matched."""
    tp, fp, fn = page_counts
    return 0.0 if tp == 0 else 2 * tp / (2 * tp + fp + fn)


def scores(all_counts):
    """The benchmark's precision, recall and F1 over pages given as (tp, fp, fn)."""
    precisions = [1.0 if fp == fn == 0 else tp / (tp + fp) for tp, fp, fn in all_counts if tp + fp > 0]
    recalls = [1.0 if fp == fn == 0 else tp / (tp + fn) for tp, fp, fn in all_counts if tp + fn > 0]
    precision = sum(precisions) / len(precisions) if precisions else 0.0
    recall = sum(recalls) / len(recalls) if recalls else 0.0
    f1 = 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)
    return precision, recall, f1
