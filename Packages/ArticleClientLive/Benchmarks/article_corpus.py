"""Builds the article corpus of `make bench-article`: pages written from twelve templates of the
kinds reader mode meets (news sites, blogs with comments, documentation, div soup, old table
layouts, magazines with split bodies, listicles, recipes, pages whose article is a small part of
what they say), each with its reference extraction: the headline, and the article's own text
without the page around it (navigation, ads, comments, share bars, related links, cookie banners,
footers, the byline and the date).

The corpus is generated from a seed, so it is the same on every run, and written to a folder with
corpus.json listing each page, its Content-Type and its reference."""

import html
import json
import pathlib
import re
import sys

from prose import Prose, NAV, CODE_LINES

E = html.escape


# -- The article, as blocks ---------------------------------------------------------------------

def article_blocks(prose, size, kinds=("p",)):
    """A list of (kind, value) blocks: paragraphs, and the other kinds asked for, spread out."""
    blocks = []
    count = {"short": 3, "medium": 7, "long": 14}[size]
    extras = [k for k in kinds if k != "p"]
    for index in range(count):
        blocks.append(("p", prose.paragraph()))
        if extras and index % 2 == 1:
            kind = extras[(index // 2) % len(extras)]
            blocks.append(make_block(prose, kind))
    return blocks


def make_block(prose, kind):
    r = prose.random
    if kind == "h2":
        return ("h2", prose.short())
    if kind in ("ul", "ol"):
        return (kind, [prose.sentence() for _ in range(r.randint(3, 5))])
    if kind == "quote":
        return ("quote", prose.paragraph(1, 2))
    if kind == "pre":
        return ("pre", prose.code(r.randint(2, 4)))
    if kind == "table":
        header = ["Year", "Passengers", "Cost (m)", "Change"]
        rows = [[str(2019 + i), f"{r.randint(10, 99)},{r.randint(100, 999)}", f"{r.randint(1, 40)}.{r.randint(0, 9)}",
                 f"{r.choice(['+', '-'])}{r.randint(1, 20)}%"] for i in range(r.randint(3, 5))]
        return ("table", [header] + rows)
    if kind == "figure":
        return ("figure", prose.sentence())
    raise ValueError(kind)


def reference_text(blocks):
    parts = []
    for kind, value in blocks:
        if kind in ("ul", "ol"):
            parts.extend(value)
        elif kind == "pre":
            parts.append("\n".join(value))
        elif kind == "table":
            parts.extend("  ".join(row) for row in value)
        else:
            parts.append(value)
    return "\n\n".join(parts)


def blocks_html(blocks, style="semantic", image_base="/images"):
    out = []
    for index, (kind, value) in enumerate(blocks):
        if kind == "p":
            if style == "divs":
                out.append(f"<div class=\"para\">{E(value)}</div>")
            elif style == "breaks":
                out.append(f"{E(value)}<br><br>\n")
            else:
                out.append(f"<p>{E(value)}</p>")
        elif kind in ("h2", "h3"):
            out.append(f"<{kind}>{E(value)}</{kind}>")
        elif kind in ("ul", "ol"):
            items = "".join(f"<li>{E(item)}</li>" for item in value)
            out.append(f"<{kind}>{items}</{kind}>")
        elif kind == "quote":
            out.append(f"<blockquote><p>{E(value)}</p></blockquote>")
        elif kind == "pre":
            out.append("<pre><code>" + E("\n".join(value)) + "</code></pre>")
        elif kind == "table":
            head = "".join(f"<th>{E(c)}</th>" for c in value[0])
            rows = "".join("<tr>" + "".join(f"<td>{E(c)}</td>" for c in row) + "</tr>" for row in value[1:])
            out.append(f"<table class=\"data\"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
        elif kind == "figure":
            out.append(f"<figure><img src=\"{image_base}/photo-{index}.jpg\" alt=\"Photo\" width=\"800\" height=\"450\">"
                       f"<figcaption>{E(value)}</figcaption></figure>")
    return "\n".join(out)


# -- Boilerplate ----------------------------------------------------------------------------------

def nav(prose, count=12, cls="site-nav"):
    items = "".join(f"<li><a href=\"/{n.lower()}/\">{n}</a></li>" for n in prose.random.sample(NAV, min(count, len(NAV))))
    return f"<nav class=\"{cls}\"><ul>{items}</ul></nav>"


def related(prose, count=6, cls="related-articles", heading="Related stories"):
    items = "".join(f"<li><a href=\"/story/{prose.random.randint(1000, 9999)}\">{E(prose.headline())}</a></li>" for _ in range(count))
    return f"<div class=\"{cls}\"><h3>{heading}</h3><ul>{items}</ul></div>"


def teasers(prose, count=4):
    """Related stories with a sentence of teaser each: prose-like boilerplate."""
    cards = "".join(
        f"<div class=\"card\"><a href=\"/story/{prose.random.randint(1000, 9999)}\"><h4>{E(prose.headline())}</h4></a>"
        f"<p>{E(prose.sentence())}</p></div>" for _ in range(count))
    return f"<section class=\"more-stories\"><h3>More from us</h3>{cards}</section>"


def comments(prose, count=6, paged=False, names=("comment", "comments-area", "comment-list")):
    item_class, area_class, list_class = names
    items = "".join(
        f"<li class=\"{item_class}\" id=\"{item_class}-{i}\"><div class=\"comment-author\">{E(prose.name())}</div>"
        f"<div class=\"comment-body\"><p>{E(prose.comment())}</p></div><a class=\"reply\" href=\"#reply\">Reply</a></li>"
        for i in range(count))
    pager = ("<div class=\"comment-navigation\"><a href=\"?cpage=2\">Older comments</a> "
             "<a href=\"?cpage=3\">Page 3</a></div>") if paged else ""
    return (f"<section id=\"{area_class}\" class=\"{area_class}\"><h3>{count} responses</h3>"
            f"<ol class=\"{list_class}\">{items}</ol>{pager}"
            f"<form class=\"comment-form\"><textarea name=\"c\"></textarea><button>Post comment</button></form></section>")


def share_bar():
    return ("<div class=\"share-bar\"><span>Share this article</span> <a href=\"https://twitter.com/share\">Twitter</a> "
            "<a href=\"https://facebook.com/share\">Facebook</a> <a href=\"mailto:?subject=story\">Email</a></div>")


def cookie_banner(prose):
    return (f"<div id=\"cookie-consent\" class=\"cookie-banner\"><p>{E(prose.boiler())} {E(prose.boiler())}</p>"
            "<button>Accept all</button><button>Settings</button></div>")


def newsletter(prose):
    return (f"<div class=\"newsletter-signup\"><h3>Get the newsletter</h3><p>{E(prose.boiler())}</p>"
            "<form><input type=\"email\" placeholder=\"Email\"><button>Subscribe</button></form></div>")


def footer(prose, site):
    columns = "".join(
        f"<div class=\"footer-col\"><h4>{heading}</h4><ul>" +
        "".join(f"<li><a href=\"/{w.lower()}\">{w}</a></li>" for w in words) + "</ul></div>"
        for heading, words in [("About", ["About us", "Careers", "Contact", "Advertise"]),
                               ("Legal", ["Privacy", "Terms", "Cookies", "Accessibility"])])
    return (f"<footer class=\"site-footer\">{columns}<p>&copy; 2026 {E(site)}. {E(prose.boiler())}</p></footer>")


def inline_promo(prose, n):
    """Boilerplate inside the article's own container: a newsletter box or a related-story card
    with a teaser sentence, as news sites put between paragraphs."""
    if n % 2 == 0:
        return (f"<div class=\"newsletter-inline\"><p><strong>Sign up:</strong> {E(prose.boiler())}</p>"
                "<a href=\"/newsletters\">Choose your newsletters</a></div>")
    return (f"<aside class=\"related-inline\"><a href=\"/story/{prose.random.randint(1, 999)}\"><span>Related:</span> "
            f"{E(prose.headline())}</a><p>{E(prose.sentence())}</p></aside>")


def ad(index):
    return f"<div class=\"ad-slot\" id=\"ad-{index}\"><span>Advertisement</span><script>loadAd({index})</script></div>"


def sidebar(prose):
    return (f"<aside class=\"sidebar\"><div class=\"widget\"><h3>Most read</h3><ol>" +
            "".join(f"<li><a href=\"/story/{prose.random.randint(1, 999)}\">{E(prose.headline())}</a></li>" for _ in range(5)) +
            "</ol></div><div class=\"widget\"><h3>Tags</h3><a href=\"/tag/a\">transport</a> <a href=\"/tag/b\">housing</a> "
            "<a href=\"/tag/c\">climate</a></div></aside>")


# -- Titles ---------------------------------------------------------------------------------------

def title_tag(prose, headline, site):
    style = prose.random.randint(0, 6)
    return [f"{headline} | {site}", f"{site} - {headline}", f"{headline} \u2014 {site}", headline,
            f"{headline} - News - {site}", f"{headline} : {site}", f"{site} | News | {headline}"][style]


def head(prose, headline, site, og=True, jsonld=False, author=None, charset="utf-8", extra=""):
    parts = [f"<meta charset=\"{charset}\">" if charset else "",
             f"<title>{E(title_tag(prose, headline, site))}</title>",
             "<meta name=\"viewport\" content=\"width=device-width\">",
             "<link rel=\"stylesheet\" href=\"/style.css\"><style>body{font-family:serif} .ad-slot{min-height:250px}</style>",
             "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}</script>"]
    if og:
        og_title = prose.random.choice([headline, headline, headline, f"{headline} | {site}",
                                        f"{headline}: what you need to know"])
        parts.append(f"<meta property=\"og:title\" content=\"{E(og_title)}\"><meta property=\"og:site_name\" content=\"{E(site)}\">")
    if author and prose.random.random() < 0.5:
        parts.append(f"<meta name=\"author\" content=\"{E(author)}\">")
    if jsonld:
        data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": headline,
                "author": {"@type": "Person", "name": author or "Staff"}}
        parts.append(f"<script type=\"application/ld+json\">{json.dumps(data)}</script>")
    return "<head>" + "".join(parts) + extra + "</head>"


def byline_html(prose, author, style=0):
    date = f"{prose.random.randint(1, 28)} March 2026"
    return [f"<div class=\"byline\">By <a rel=\"author\" href=\"/authors/x\">{E(author)}</a></div><time datetime=\"2026-03-01\">{date}</time>",
            f"<p class=\"article-meta\"><span class=\"author\">{E(author)}</span> &middot; <span class=\"date\">{date}</span></p>",
            f"<div class=\"post-meta\">Posted on {date} by {E(author)}</div>"][style % 3]


# -- Templates ------------------------------------------------------------------------------------

def news_classic(prose, n):
    site = "The Daily Example"
    headline, author = prose.headline(), prose.name()
    blocks = article_blocks(prose, prose.random.choice(["medium", "long"]), ("p", "figure", "quote", "h2"))
    body = f"""<body>{cookie_banner(prose)}<header class="site-header"><a class="logo" href="/">{site}</a>{nav(prose)}</header>
<main><article class="story"><header><h1>{E(headline)}</h1>{byline_html(prose, author, n)}</header>
{share_bar()}<div class="story-body">{blocks_html(blocks[:3])}{ad(1)}{inline_promo(prose, n)}{blocks_html(blocks[3:])}</div>{share_bar()}
</article>{related(prose)}</main>{sidebar(prose)}{newsletter(prose)}{footer(prose, site)}</body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=True, author=author) + body


def wordpress_blog(prose, n):
    site = f"{prose.name().split()[0]}'s notebook"
    headline, author = prose.headline(), prose.name()
    blocks = article_blocks(prose, "medium", ("p", "ul", "quote", "pre"))
    body = f"""<body class="post-template"><div id="page"><header id="masthead"><p class="site-title"><a href="/">{E(site)}</a></p>
<p class="site-description">Notes on cities, trains and software</p>{nav(prose, 6, "main-navigation")}</header>
<div id="content"><div id="primary"><article class="post hentry"><header class="entry-header"><h1 class="entry-title">{E(headline)}</h1>
{byline_html(prose, author, 2)}</header><div class="entry-content">{blocks_html(blocks)}
<div class="sharedaddy sd-sharing-enabled"><h3>Share this:</h3><ul><li><a href="?share=twitter">Twitter</a></li><li><a href="?share=facebook">Facebook</a></li></ul></div>
<div class="jp-relatedposts"><h3>Related</h3>{related(prose, 3, "related-posts", "")}</div></div>
<footer class="entry-footer"><span class="cat-links">Posted in <a href="/c/notes">Notes</a></span> <span class="tags-links">Tagged <a href="/t/x">trains</a></span></footer></article>
<nav class="post-navigation"><a href="/prev">Previous post: {E(prose.headline())}</a> <a href="/next">Next post: {E(prose.headline())}</a></nav>
{comments(prose, prose.random.randint(3, 9), paged=n % 2 == 0)}</div>
<div id="secondary" class="widget-area">{sidebar(prose)}<section class="widget widget_archive"><h2>Archives</h2><ul><li><a href="/2026/03">March 2026</a></li><li><a href="/2026/02">February 2026</a></li></ul></section></div></div>
<footer id="colophon"><p>Proudly powered by WordPress</p></footer></div></body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=n % 3 != 0, author=author) + body


def docs_page(prose, n):
    site = "Example Docs"
    headline = prose.random.choice(["Getting started", "Configuring feeds", "Reader mode", "Keyboard shortcuts",
                                     "Importing OPML", "Writing filters", "Troubleshooting fetches"]) + \
        prose.random.choice(["", " with the command line", " in version 2", " on Linux"])
    blocks = article_blocks(prose, "medium", ("p", "h2", "pre", "table", "ul"))
    toc = "".join(f"<li><a href=\"#s{i}\">{E(prose.short())}</a></li>" for i in range(5))
    sidenav = "".join(f"<li><a href=\"/docs/{i}\">{E(prose.short()[:30])}</a></li>" for i in range(25))
    body = f"""<body><div class="md-header"><a href="/">{site}</a> <input type="search" placeholder="Search docs"></div>
<div class="md-container"><div class="md-sidebar md-sidebar--primary"><nav class="md-nav"><ul>{sidenav}</ul></nav></div>
<div class="md-content"><article class="md-content__inner md-typeset"><a href="/edit" class="md-content__button">Edit this page</a>
<h1>{E(headline)}</h1>{blocks_html(blocks)}
<div class="feedback"><p>Was this page helpful?</p><button>Yes</button><button>No</button></div></article></div>
<div class="md-sidebar md-sidebar--secondary"><nav class="md-nav--secondary"><label>On this page</label><ul>{toc}</ul></nav></div></div>
<footer class="md-footer"><a href="/prev">Previous: Installation</a> <a href="/next">Next: Configuration</a><p>Copyright &copy; 2026 Example Project contributors.</p></footer></body>"""
    return site, headline, None, blocks, head(prose, headline, site, og=False) + body


def div_soup(prose, n):
    site = "Example Tribune"
    headline, author = prose.headline(), prose.name()
    blocks = article_blocks(prose, prose.random.choice(["medium", "long"]), ("p",))
    parts = []
    for i, (kind, value) in enumerate(blocks):
        parts.append(f"{E(value)}<br><br>")
        if i % 3 == 2:
            parts.append(f"<div class=\"inline-promo\"><b>Read more:</b> <a href=\"/s/{i}\">{E(prose.headline())}</a></div>")
    body = f"""<body><div id="top"><div class="hdr"><a href="/">{site}</a></div><div class="menu">{" | ".join(f'<a href="/{x.lower()}">{x}</a>' for x in NAV[:9])}</div></div>
<div id="wrap"><div class="col-left"><div class="headline"><span class="hl">{E(headline)}</span></div><div class="by">By {E(author)}, Staff Writer</div>
<div class="story-text">{"".join(parts)}</div>{ad(2)}<div class="tools"><a href="/print">Print</a> <a href="/email">Email this story</a></div></div>
<div class="col-right">{related(prose, 8, "most-popular", "Most popular")}</div></div>
<div class="bottom">{E(prose.boiler())} <a href="/privacy">Privacy</a> <a href="/terms">Terms of use</a></div></body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=n % 2 == 0, author=author) + body


def small_article(prose, n):
    """A short article drowned in boilerplate that reads like prose: the hardest pages."""
    site = "Example Gazette"
    headline, author = prose.headline(), prose.name()
    blocks = article_blocks(prose, "short", ("p",))
    body = f"""<body>{cookie_banner(prose)}<header>{nav(prose)}</header><main><article><h1>{E(headline)}</h1>{byline_html(prose, author, 1)}
<div class="article-body">{blocks_html(blocks)}</div>{share_bar()}</article>
{teasers(prose, 5)}{comments(prose, prose.random.randint(8, 14), paged=True)}{related(prose, 10)}</main>
{newsletter(prose)}{footer(prose, site)}</body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=True, jsonld=n % 2 == 1, author=author) + body


def forum_comments(prose, n):
    site = "Example Community News"
    headline, author = prose.headline(), prose.name()
    blocks = article_blocks(prose, "medium", ("p", "quote"))
    body = f"""<body><div class="topbar">{nav(prose, 8)}</div><div class="container"><div class="post"><h1 class="post-title">{E(headline)}</h1>
<div class="post-info">submitted by {E(author)} &middot; 312 points</div><div class="post-content">{blocks_html(blocks)}</div></div>
<div class="discussion"><h2>Discussion</h2>{comments(prose, 20, paged=True, names=(("reply", "thread", "replies-list") if n % 2 else ("response", "conversation", "responses")))}</div></div>{footer(prose, site)}</body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=False) + body


def magazine_split(prose, n):
    site = "Example Quarterly"
    headline, author = prose.headline(), prose.name()
    lede = ("p", prose.paragraph(1, 2))
    blocks = [lede] + article_blocks(prose, "long", ("p", "h2", "quote", "figure"))
    body = f"""<body><header class="masthead"><a href="/">{site}</a>{nav(prose, 7)}</header>
<div class="article-wrapper"><div class="article-hero"><h1 class="headline">{E(headline)}</h1>
<div class="standfirst"><p>{E(lede[1])}</p></div>{byline_html(prose, author, 0)}</div>
<div class="article-body-part">{blocks_html(blocks[1:6])}</div><aside class="pullquote-promo">{newsletter(prose)}</aside>
<div class="article-body-part">{blocks_html(blocks[6:])}</div>
<div class="author-bio"><p>{E(author)} is a contributing writer at {site}. {E(prose.sentence())}</p></div></div>
{teasers(prose, 3)}{footer(prose, site)}</body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=True, author=author) + body


def table_layout(prose, n):
    site = "Example Weekly"
    headline, author = prose.headline(), prose.name()
    blocks = article_blocks(prose, "medium", ("p", "table"))
    left = "".join(f"<a href=\"/{x.lower()}\">{x}</a><br>" for x in NAV)
    body = f"""<body bgcolor="#ffffff"><table width="100%" cellpadding="0"><tr><td colspan="2"><font size="5">{site}</font></td></tr>
<tr><td width="150" valign="top" class="leftnav">{left}</td><td valign="top"><font size="4"><b>{E(headline)}</b></font><br>
<i>by {E(author)}</i><br><br>{blocks_html(blocks)}<hr><font size="1">{E(prose.boiler())} Copyright 2026 {site}.</font></td></tr></table></body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=False, charset="") + body


def schema_app(prose, n):
    """Headline only in metadata and an h2; the h1 is the site's logo."""
    site = "Example Post"
    headline, author = prose.headline(), prose.name()
    blocks = article_blocks(prose, "medium", ("p", "ul", "figure"))
    body = f"""<body><div id="app"><header class="Header"><h1 class="Logo"><a href="/">{site}</a></h1>{nav(prose, 10, "Nav")}</header>
<div class="Layout"><div class="Article" itemscope itemtype="https://schema.org/NewsArticle"><h2 class="Article-headline" itemprop="headline">{E(headline)}</h2>
<div class="Article-byline" itemprop="author">{E(author)}</div><div itemprop="articleBody" class="Article-content">{blocks_html(blocks)}</div></div>
<div class="Rail">{related(prose, 6, "Rail-list", "Trending")}</div></div>{footer(prose, site)}</div>
<script>window.__STATE__ = {{"article": {{"id": {n}}}}};</script></body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=True, jsonld=True, author=author) + body


def listicle(prose, n):
    site = "Example Lists"
    headline = f"{prose.random.randint(5, 12)} things to know about {prose.random.choice(['the new timetable', 'the harbour plan', 'the rent study', 'the library'])}"
    blocks = [("p", prose.paragraph(1, 2))]
    for i in range(prose.random.randint(5, 8)):
        blocks.append(("h2", f"{i + 1}. {prose.short()}"))
        blocks.append(("p", prose.paragraph(1, 3)))
    body = f"""<body>{nav(prose)}<div class="content-area"><h1>{E(headline)}</h1><div class="entry">{blocks_html(blocks)}</div>
{share_bar()}<div class="outbrain-widget">{teasers(prose, 6)}</div></div>{footer(prose, site)}</body>"""
    return site, headline, None, blocks, head(prose, headline, site, og=n % 2 == 0) + body


def recipe(prose, n):
    site = "Example Kitchen"
    headline = prose.random.choice(["Lemon and thyme roast chicken", "Slow-cooked bean stew", "Rye bread for beginners",
                                     "Apple cake from the old town bakery", "Spring pea soup"])
    intro = [("p", prose.paragraph(2, 3)), ("p", prose.paragraph(1, 2))]
    ingredients = ("ul", [f"{prose.random.randint(1, 500)} g of {x}" for x in ["flour", "butter", "sugar", "apples", "salt", "thyme"][:prose.random.randint(4, 6)]])
    steps = ("ol", [prose.sentence() for _ in range(prose.random.randint(4, 6))])
    blocks = intro + [("h2", "Ingredients"), ingredients, ("h2", "Method"), steps]
    body = f"""<body>{nav(prose, 6)}<div class="recipe-page"><h1 class="recipe-title">{E(headline)}</h1>
<div class="recipe-meta"><span>Serves 4</span> <span>Prep 20 min</span></div><div class="jump-to"><a href="#recipe">Jump to recipe</a></div>
<div class="recipe-content">{blocks_html(blocks)}</div><div class="rating"><p>Rate this recipe</p><button>5 stars</button></div>
{comments(prose, 5)}</div>{footer(prose, site)}</body>"""
    return site, headline, None, blocks, head(prose, headline, site, og=True) + body


def press_release(prose, n):
    """An article inside main with sections, lists and a data table; headings named oddly."""
    site = "Example Ministry"
    headline = prose.headline()
    blocks = article_blocks(prose, "medium", ("p", "h2", "ol", "table"))
    body = f"""<body><a class="skip-link" href="#main">Skip to content</a><div class="govuk-header">{nav(prose, 6, "govuk-header__navigation")}</div>
<div class="breadcrumbs"><a href="/">Home</a> &gt; <a href="/news">News</a> &gt; Press release</div>
<main id="main"><span class="caption">Press release</span><h1 class="gem-c-title">{E(headline)}</h1>
<p class="gem-c-lead-paragraph">{E(prose.sentence())}</p><div class="metadata">From: {site} &middot; Published 3 March 2026</div>
<div class="govspeak">{blocks_html(blocks)}</div><div class="gem-c-contextual-footer"><h2>Explore the topic</h2><ul><li><a href="/t/1">Transport</a></li><li><a href="/t/2">Housing</a></li></ul></div></main>
<div class="feedback-banner"><p>Is this page useful?</p><button>Yes</button> <button>No</button></div>{footer(prose, site)}</body>"""
    # The lead paragraph is part of the release.
    return site, headline, None, blocks, head(prose, headline, site, og=True) + body, "lead"


def live_blog(prose, n):
    site = "Example Live"
    headline, author = "Live: " + prose.headline(), prose.name()
    summary = ("p", prose.paragraph(2, 3))
    updates = []
    entries = []
    for i in range(prose.random.randint(6, 10)):
        heading, text = prose.short(), prose.paragraph(1, 3)
        updates += [("h3", heading), ("p", text)]
        entries.append(f"<div class=\"update\" id=\"u{i}\"><time class=\"update-time\">{10 + i}:{prose.random.randint(10, 59)}</time>"
                       f"<h3>{E(heading)}</h3><p>{E(text)}</p>{share_bar() if i % 3 == 0 else ''}</div>")
    key_events = "".join(f"<li><a href=\"#u{i}\">{10 + i}:00 {E(prose.short())}</a></li>" for i in range(5))
    blocks = [summary] + updates
    body = f"""<body>{nav(prose)}<div class="liveblog"><h1>{E(headline)}</h1>{byline_html(prose, author, 1)}
<div class="key-events"><h2>Key events</h2><ul>{key_events}</ul></div><div class="summary"><p>{E(summary[1])}</p></div>
<div class="live-updates">{"".join(entries)}</div><a class="load-more" href="?page=2">Load more updates</a></div>
{teasers(prose, 4)}{footer(prose, site)}</body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=True, author=author) + body


def link_roundup(prose, n):
    """Paragraphs full of links: a weekly roundup, where a high link density is the article."""
    site = "Example Links Weekly"
    headline, author = "Weekly roundup: " + prose.headline(), prose.name()
    blocks = []
    paragraphs = []
    for i in range(prose.random.randint(5, 8)):
        sentences = [prose.sentence() for _ in range(prose.random.randint(2, 3))]
        linked = []
        for sentence in sentences:
            words = sentence.split(" ")
            cut = prose.random.randint(2, max(3, len(words) - 3))
            linked.append(E(" ".join(words[:cut - 2])) + f" <a href=\"https://other.example/{i}/{cut}\">" +
                          E(" ".join(words[cut - 2:cut + 2])) + "</a> " + E(" ".join(words[cut + 2:])))
        blocks.append(("p", " ".join(sentences)))
        paragraphs.append("<p>" + " ".join(linked) + "</p>")
    body = f"""<body>{nav(prose, 5)}<main><article class="post"><h1>{E(headline)}</h1>{byline_html(prose, author, 2)}
<div class="post-body">{"".join(paragraphs)}</div></article>{related(prose, 5)}</main>{footer(prose, site)}</body>"""
    return site, headline, author, blocks, head(prose, headline, site, og=True, author=author) + body


def no_classes(prose, n):
    """No class or id anywhere: only the text and the structure tell the article from the rest."""
    site = "Example Plain"
    headline = prose.headline()
    blocks = article_blocks(prose, prose.random.choice(["short", "medium"]), ("p", "ul"))
    menu = " ".join(f"<a href=\"/{x.lower()}\">{x}</a>" for x in NAV[:8])
    remarks = "".join(f"<div><b>{E(prose.name())}</b> wrote:<p>{E(prose.comment())}</p></div>" for _ in range(prose.random.randint(3, 6)))
    body = f"""<body><div>{menu}</div><div><h1>{E(headline)}</h1>{blocks_html(blocks)}</div>
<div><h2>Reader remarks</h2>{remarks}</div><div><p>{E(prose.boiler())} {E(prose.boiler())}</p><p>&copy; 2026 {site}</p></div></body>"""
    return site, headline, None, blocks, head(prose, headline, site, og=False) + body


TEMPLATES = [news_classic, wordpress_blog, docs_page, div_soup, small_article, forum_comments,
             magazine_split, table_layout, schema_app, listicle, recipe, press_release, live_blog,
             link_roundup, no_classes]


# -- Pages that hold no article ------------------------------------------------------------------
# Reader mode must refuse these, as it refuses a page built by JavaScript: whatever it printed would
# be the page's furniture, or a list of other pages' teasers, passed off as an article.

def breadcrumbs(*parts):
    return "<div class=\"breadcrumbs\">" + " &rsaquo; ".join(f"<a href=\"/{p.lower()}\">{p}</a>" for p in parts) + "</div>"


def product_grid(prose, n):
    """A shop's category page: cards of image, name and price, in a header, a cookie banner,
    breadcrumbs and an ad, as the trial's kettle page was."""
    site = "Example Shop"
    product = prose.random.choice(["Electric kettle", "Desk lamp", "Rain jacket", "Coffee grinder"])
    count = prose.random.choice([12, 24])
    if n % 2 == 0:
        cards = "".join(
            f"<li class=\"product-card\"><a href=\"/p/{i}\"><img src=\"/img/{i}.jpg\" alt=\"{product} model {i}\"></a>"
            f"<h3 class=\"product-name\"><a href=\"/p/{i}\">{product} {i}</a></h3><span class=\"price\">\u20ac{20 + i}.99</span></li>"
            for i in range(count))
        grid = f"<ul class=\"product-grid\">{cards}</ul>"
    else:
        cards = "".join(
            f"<div class=\"tile\"><a href=\"/p/{i}\"><img src=\"/img/{i}.jpg\" alt=\"\"><div class=\"tile-name\">{product} {i}"
            f"</div></a><div class=\"tile-price\">\u20ac{20 + i}.99</div><div class=\"stock\">In stock</div>"
            f"<button>Add to basket</button></div>" for i in range(count))
        grid = f"<div class=\"grid\">{cards}</div>"
    intro = f"<p class=\"category-intro\">Browse our range of {product.lower()}s, with free delivery on orders over \u20ac50.</p>"
    filters = ("<div class=\"filters\"><h4>Price</h4><label><input type=\"checkbox\"> Under \u20ac30</label>"
               "<label><input type=\"checkbox\"> \u20ac30 to \u20ac60</label><h4>Brand</h4><label><input type=\"checkbox\"> Any</label></div>")
    body = f"""<body>{cookie_banner(prose)}<header class="site-header"><a class="logo" href="/">{site}</a>{nav(prose, 8)}</header>
{breadcrumbs("Home", "Kitchen", product + "s")}<div class="ad-slot"><span>ADVERTISEMENT</span> Buy the new Phone X today! Only \u20ac999</div>
<main><h1>{product}s</h1>{intro}{filters}<p class="count">{count} products</p>{grid}
<div class="pagination"><a href="?page=2">Next page</a></div></main>{newsletter(prose)}{footer(prose, site)}</body>"""
    return "product grid", "text/html; charset=utf-8", "<!DOCTYPE html>\n<html lang=\"en\">" + head(prose, product + "s", site, og=True) + body + "</html>\n"


def search_results(prose, n):
    """A site's search results: a headline link, an address and a snippet of the story each."""
    site = "The Daily Example"
    query = prose.random.choice(["tram", "harbour wall", "rents", "library"])
    results = "".join(
        f"<div class=\"search-result\"><h3><a href=\"/story/{prose.random.randint(1000, 9999)}\">{E(prose.headline())}</a></h3>"
        f"<cite>https://example.com/story/{prose.random.randint(1000, 9999)}</cite><p class=\"snippet\">"
        f"<span class=\"date\">{prose.random.randint(1, 28)} Mar 2026</span> \u2014 {E(prose.sentence())} {E(prose.sentence())}</p></div>"
        for _ in range(10))
    pages = " ".join(f"<a href=\"?q={query}&page={i}\">{i}</a>" for i in range(1, 8))
    body = f"""<body>{cookie_banner(prose)}<header class="site-header"><a class="logo" href="/">{site}</a>{nav(prose)}</header>
<main><form class="search-form" action="/search"><input name="q" value="{query}"><button>Search</button></form>
<h1>Search results for \u201c{query}\u201d</h1><p class="result-count">About {prose.random.randint(100, 2000)} results</p>
<div class="results">{results}</div><div class="pager">{pages} <a href="?page=2">Next</a></div></main>{footer(prose, site)}</body>"""
    title = f"Search results for {query}"
    return "search results", "text/html; charset=utf-8", "<!DOCTYPE html>\n<html lang=\"en\">" + head(prose, title, site, og=False) + body + "</html>\n"


def front_page(prose, n):
    """A news site's front page, or a blog's: sections of teasers, each a headline link with a
    picture or a standfirst, or a post's opening paragraph and a link to read on."""
    site = "The Daily Example"
    if n % 2 == 0:
        sections = ""
        for section in prose.random.sample(NAV[1:9], 4):
            lead = (f"<article class=\"teaser teaser--lead\"><a href=\"/s/{prose.random.randint(1, 999)}\"><img src=\"/i/{section}.jpg\" alt=\"\">"
                    f"<h2>{E(prose.headline())}</h2></a><p class=\"standfirst\">{E(prose.sentence())}</p></article>")
            others = "".join(
                f"<article class=\"teaser\"><a href=\"/s/{prose.random.randint(1, 999)}\"><h3>{E(prose.headline())}</h3></a>"
                f"<p>{E(prose.sentence())}</p><span class=\"time\">{prose.random.randint(1, 9)}h ago</span></article>"
                for _ in range(prose.random.randint(3, 5)))
            sections += f"<section class=\"front-section\"><h2 class=\"section-title\"><a href=\"/{section.lower()}\">{section}</a></h2>{lead}{others}</section>"
        body = f"""<body>{cookie_banner(prose)}<header class="site-header"><a class="logo" href="/">{site}</a>{nav(prose)}</header>
<main>{sections}</main>{sidebar(prose)}{newsletter(prose)}{footer(prose, site)}</body>"""
        return "front page", "text/html; charset=utf-8", "<!DOCTYPE html>\n<html lang=\"en\">" + head(prose, site, site, og=True) + body + "</html>\n"
    site = f"{prose.name().split()[0]}'s notebook"
    posts = "".join(
        f"<article class=\"post hentry\"><header class=\"entry-header\"><h2 class=\"entry-title\"><a href=\"/2026/03/{i}\">{E(prose.headline())}</a></h2>"
        f"<div class=\"post-meta\">Posted on {prose.random.randint(1, 28)} March 2026</div></header>"
        f"<div class=\"entry-summary\"><p>{E(prose.paragraph(2, 3))}</p><a class=\"more-link\" href=\"/2026/03/{i}\">Continue reading</a></div></article>"
        for i in range(prose.random.randint(5, 8)))
    body = f"""<body class="home blog"><div id="page"><header id="masthead"><p class="site-title"><a href="/">{E(site)}</a></p>
{nav(prose, 6, "main-navigation")}</header><div id="content"><div id="primary">{posts}
<nav class="navigation pagination"><a href="/page/2">Older posts</a></nav></div>
<div id="secondary" class="widget-area">{sidebar(prose)}</div></div><footer id="colophon"><p>Proudly powered by WordPress</p></footer></div></body>"""
    return "front page", "text/html; charset=utf-8", "<!DOCTYPE html>\n<html lang=\"en\">" + head(prose, site, site, og=False) + body + "</html>\n"


def feed(prose, n):
    """A feed's address opened as a page: RSS with its descriptions in CDATA, Atom, or a JSON
    Feed, served with their own type, a generic XML one, or, by a misconfigured server, as HTML."""
    items = [(prose.headline(), f"https://example.com/story/{i}", prose.paragraph(1, 2)) for i in range(8)]
    kind = n % 4
    if kind in (0, 1):
        entries = "".join(
            f"<item><title>{E(title)}</title><link>{link}</link><guid isPermaLink=\"false\">{link}</guid>"
            f"<pubDate>Tue, 03 Mar 2026 10:00:00 +0000</pubDate><description><![CDATA[<p>{E(text)}</p>]]></description></item>"
            for title, link, text in items)
        document = (f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?xml-stylesheet type=\"text/xsl\" href=\"/rss.xsl\"?>\n"
                    f"<rss version=\"2.0\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\"><channel>"
                    f"<title>Example City News</title><link>https://example.com/</link><description>News from the city</description>"
                    f"{entries}</channel></rss>\n")
        return "feed", ["application/rss+xml", "text/html"][kind], document
    if kind == 2:
        entries = "".join(
            f"<entry><title>{E(title)}</title><link href=\"{link}\"/><id>{link}</id><updated>2026-03-03T10:00:00Z</updated>"
            f"<content type=\"html\">{E('<p>' + E(text) + '</p>')}</content></entry>" for title, link, text in items)
        document = (f"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- generated -->\n<feed xmlns=\"http://www.w3.org/2005/Atom\">"
                    f"<title>Example City News</title><id>https://example.com/</id><updated>2026-03-03T10:00:00Z</updated>{entries}</feed>\n")
        return "feed", "application/xml", document
    document = json.dumps({"version": "https://jsonfeed.org/version/1.1", "title": "Example City News",
                           "items": [{"id": link, "url": link, "title": title, "content_html": f"<p>{E(text)}</p>"}
                                     for title, link, text in items]}, indent=1)
    return "feed", "text/html", document


NON_ARTICLES = [product_grid, search_results, front_page, feed]


def build_non_articles(folder, count=16, seed=2027):
    """Writes `count` pages that hold no article, of every kind in turn, and lists them."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    pages = []
    for n in range(count):
        maker = NON_ARTICLES[n % len(NON_ARTICLES)]
        kind, content_type, document = maker(Prose(seed * 1000 + n), n // len(NON_ARTICLES))
        name = f"none-{n:02d}-{maker.__name__.replace('_', '-')}.html"
        (folder / name).write_bytes(document.encode("utf-8"))
        pages.append({"file": name, "kind": kind, "content_type": content_type})
    return pages


# -- Encodings -------------------------------------------------------------------------------------

def encoded(page, n):
    """The page's bytes and Content-Type: most pages UTF-8, a few windows-1252 by header or by
    meta alone, one UTF-16 with a byte-order mark."""
    if n % 17 == 5:
        text = page.replace("charset=\"utf-8\"", "charset=\"windows-1252\"")
        return text.encode("cp1252", errors="xmlcharrefreplace"), "text/html"
    if n % 17 == 11:
        return page.encode("cp1252", errors="xmlcharrefreplace"), "text/html; charset=ISO-8859-1"
    if n % 41 == 20:
        return page.encode("utf-16"), "text/html; charset=utf-16"
    return page.encode("utf-8"), "text/html; charset=utf-8"


def visible_words(page):
    text = re.sub(r"(?is)<(script|style|title)[^>]*>.*?</\1>", " ", page)
    text = re.sub(r"(?s)<head>.*?</head>", " ", text)
    text = re.sub(r"<[^>]+>", " ", text)
    return len(re.findall(r"\w+", html.unescape(text)))


def build(folder, count=122, seed=2026):
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    pages = []
    for n in range(count):
        template = TEMPLATES[n % len(TEMPLATES)]
        prose = Prose(seed * 1000 + n)
        result = template(prose, n)
        site, headline, author, blocks, page = result[:5]
        reference = reference_text(blocks)
        if len(result) > 5:
            lead = re.search(r'gem-c-lead-paragraph">(.*?)</p>', page).group(1)
            reference = html.unescape(lead) + "\n\n" + reference
        document = "<!DOCTYPE html>\n<html lang=\"en\">" + page + "</html>\n"
        data, content_type = encoded(document, n)
        name = f"{n:03d}-{template.__name__.replace('_', '-')}.html"
        (folder / name).write_bytes(data)
        article_words = len(re.findall(r"\w+", reference))
        share = article_words / max(1, visible_words(document))
        pages.append({"file": name, "template": template.__name__, "content_type": content_type,
                      "title": headline, "byline": author, "text": reference,
                      "article_share": round(share, 3)})
    (folder / "corpus.json").write_text(json.dumps(pages, indent=1, ensure_ascii=False))
    return pages


if __name__ == "__main__":
    pages = build(sys.argv[1] if len(sys.argv) > 1 else "corpus")
    small = sum(1 for p in pages if p["article_share"] < 0.7)
    print(f"{len(pages)} pages, {small} with the article under 70% of the page's words")


def large_page(folder, target_bytes=200_000, seed=7):
    """A news page of about `target_bytes`: a long article with figures and tables inside the
    usual boilerplate, and a long comment thread, for timing the extractor."""
    prose = Prose(seed)
    site, headline, author = "The Daily Example", prose.headline(), prose.name()
    blocks = []
    while len(reference_text(blocks).encode()) < target_bytes // 4:
        blocks += article_blocks(prose, "long", ("p", "figure", "h2", "table", "ul", "quote"))
    page = head(prose, headline, site, og=True, jsonld=True, author=author)
    body = (f"<body>{cookie_banner(prose)}<header>{nav(prose)}</header><main><article><h1>{E(headline)}</h1>"
            f"{byline_html(prose, author)}<div class=\"story-body\">{blocks_html(blocks)}</div>{share_bar()}</article>")
    tail = f"{related(prose, 12)}</main>{sidebar(prose)}{footer(prose, site)}</body>"
    document = "<!DOCTYPE html>\n<html lang=\"en\">" + page + body
    while len((document + tail).encode()) < target_bytes:
        document += comments(prose, 10)
    document += tail + "</html>\n"
    path = pathlib.Path(folder) / "large.html"
    path.write_bytes(document.encode("utf-8"))
    return path
