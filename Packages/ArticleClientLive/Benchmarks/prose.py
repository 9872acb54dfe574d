"""Deterministic prose for the article corpus: sentences that read like news, blog and
documentation text, from a seeded random generator, so that the corpus is the same on every run
and every machine without shipping a copy of anyone's articles."""

import random

SUBJECTS = [
    "The council", "Local residents", "The ministry", "Researchers at the university", "The company",
    "Train operators", "The festival's organisers", "Farmers in the valley", "The city's mayor",
    "A group of engineers", "The regional court", "Hospital staff", "The museum", "Small retailers",
    "The harbour authority", "Volunteers", "The national library", "Teachers' unions", "The club",
    "Climate scientists", "The startup", "Public broadcasters", "The orchestra", "Fishermen",
    "The water board", "Cyclists", "Airline executives", "The school board", "Open-source maintainers",
    "The bakery on Main Street", "Economists", "The opposition party", "Park rangers", "Nurses",
]
VERBS = [
    "announced", "rejected", "postponed", "welcomed", "criticised", "approved", "questioned",
    "published", "defended", "reviewed", "expanded", "cancelled", "funded", "measured", "tested",
    "recommended", "challenged", "described", "confirmed", "delayed", "introduced", "doubled",
]
OBJECTS = [
    "a plan to rebuild the old bridge", "new rules for short-term rentals", "the budget for next year",
    "a study of river pollution", "the proposal to close the night line", "a pilot for four-day weeks",
    "the results of the spring survey", "plans for a solar farm near the motorway",
    "a report on rising rents", "the merger with its largest rival", "the new curriculum",
    "a scheme to plant ten thousand trees", "the contract for the tram extension",
    "a campaign against food waste", "the timetable for the coastal route", "a ban on leaf blowers",
    "the decision to raise ticket prices", "an archive of letters from the war years",
    "a prototype battery made from salt", "a proposal to reopen the swimming pool",
    "the findings of the audit", "the design of the new harbour wall", "a fund for young artists",
]
TAILS = [
    "after months of debate", "on Tuesday evening", "despite strong objections", "in a short statement",
    "to the surprise of many observers", "for the second time this year", "at a packed public meeting",
    "according to documents seen by reporters", "without giving a reason", "in an open letter",
    "before the summer recess", "with a narrow majority", "following a series of complaints",
    "as costs continued to rise", "during a visit to the site", "in a vote of nine to four",
]
CLAUSES = [
    "which critics say will hit low-income households hardest",
    "although the details remain unclear",
    "a move that could affect thousands of commuters",
    "while promising to publish the full figures next month",
    "arguing that the previous approach had failed",
    "though several members abstained",
    "and the first results are expected in autumn",
    "which had been in preparation since 2019",
    "saying the change was long overdue",
    "but warned that further delays were possible",
]
QUOTES = [
    "We have listened carefully, and we think this is the fairest solution",
    "Nobody asked us, and now we are expected to pay for it",
    "The numbers speak for themselves",
    "It is a good first step, but it is only a first step",
    "We will keep pushing until the promises are kept",
    "This is the most important decision we have taken in a decade",
    "I have lived here for forty years and never seen anything like it",
]
NAMES = [
    "Maria Keller", "Tomás Rivera", "Aiko Tanaka", "Jonas Berg", "Fatima Haddad", "Liam O'Connor",
    "Sofia Rossi", "Daniel Novak", "Priya Nair", "Elena Petrova", "Samuel Okafor", "Chloe Martin",
]
ROLES = [
    "a spokesperson for the council", "who chairs the residents' association", "an economist",
    "the project's lead engineer", "a local shop owner", "the union's representative",
]
TOPICS = [
    "Night trains return to the Alps", "Council approves new bridge after years of delay",
    "Why rents keep rising in the old town", "The quiet revival of the city's public pools",
    "Inside the lab building batteries from salt", "Farmers turn to drones to count their sheep",
    "A museum rediscovers letters from 1916", "How a small bakery beat the supermarket chains",
    "The long fight over the harbour wall", "Cyclists win their case against the ring road",
    "Orchestra cancels tour as costs soar", "Students design a library without walls",
    "What the spring survey says about commuters", "The audit that shook the water board",
    "Ten thousand trees, one volunteer at a time", "A four-day week, six months later",
    "The startup that wants to repair your phone forever", "Teachers call for a new curriculum",
    "Fishermen and scientists agree on quotas", "Public broadcasters face a funding gap",
    "Tram extension contract goes to local firm", "The ban on leaf blowers, explained",
    "Airline raises fares for the second time", "Rangers report record numbers of visitors",
]
CODE_LINES = [
    "let client = ArticleClient.live()",
    "for item in feed.items {",
    "    print(item.title)",
    "}",
    "$ make test",
    "def extract(page):",
    "    return page.body.strip()",
    "curl -s https://example.com/api/items | jq '.[] | .title'",
    "SELECT title, published FROM articles WHERE feed_id = 7;",
    "if err != nil {",
    "    return fmt.Errorf(\"open: %w\", err)",
]
NAV = ["Home", "World", "Politics", "Business", "Technology", "Science", "Health", "Sport",
       "Culture", "Opinion", "Travel", "Podcasts", "Newsletters", "Weather", "Video"]
BOILER_SENTENCES = [
    "We use cookies to improve your experience on our site and to show you relevant advertising.",
    "By continuing to browse, you agree to our use of cookies and our privacy policy.",
    "Sign up for our morning briefing and get the day's top stories in your inbox, every weekday.",
    "Support independent journalism: subscribe today from just one euro a week.",
    "All rights reserved. No part of this site may be reproduced without written permission.",
    "Our journalism is funded by readers like you, and we would not exist without your support.",
    "Download our app for breaking news alerts, offline reading and more.",
    "Have a story we should know about? Send us a tip, securely and anonymously.",
]
COMMENTS = [
    "I completely agree with the council on this one, it was about time somebody did something.",
    "Does anyone know whether this affects the weekend timetable as well, or only weekdays?",
    "Typical. They announce it after the election, of course, as they always do.",
    "My grandmother worked at that museum for thirty years, and she would have loved to read this.",
    "The article misses the point entirely: the real problem is the lack of affordable housing.",
    "Great reporting, thank you for following this story for so long.",
    "I was at the meeting and it was far more heated than this piece suggests, honestly.",
    "Can we please talk about the parking situation next? It has been a disaster for years.",
]


class Prose:
    def __init__(self, seed):
        self.random = random.Random(seed)

    def choice(self, items):
        return self.random.choice(items)

    def sentence(self):
        r = self.random
        parts = [f"{r.choice(SUBJECTS)} {r.choice(VERBS)} {r.choice(OBJECTS)} {r.choice(TAILS)}"]
        if r.random() < 0.5:
            parts.append(r.choice(CLAUSES))
        text = ", ".join(parts) + "."
        if r.random() < 0.15:
            text = f"\u201c{r.choice(QUOTES)},\u201d said {r.choice(NAMES)}, {r.choice(ROLES)}."
        return text

    def paragraph(self, low=2, high=5):
        return " ".join(self.sentence() for _ in range(self.random.randint(low, high)))

    def short(self, words=6):
        r = self.random
        subject = r.choice(SUBJECTS).lower()
        return f"{r.choice(VERBS).capitalize()} {r.choice(OBJECTS)} as {subject} {r.choice(VERBS)} it"

    def headline(self):
        r = self.random
        topic = r.choice(TOPICS)
        if r.random() < 0.5:
            topic += r.choice([
                f" in {r.choice(['Lyon', 'Graz', 'Bergen', 'Porto', 'Utrecht', 'Aarhus', 'Ghent'])}",
                ", and what comes next", f" ({r.randint(2019, 2026)})", ": a closer look",
                f" after {r.randint(2, 9)} years",
            ])
        return topic

    def name(self):
        return self.random.choice(NAMES)

    def comment(self):
        return " ".join(self.random.sample(COMMENTS, self.random.randint(1, 3)))

    def boiler(self):
        return self.random.choice(BOILER_SENTENCES)

    def code(self, lines):
        start = self.random.randint(0, len(CODE_LINES) - lines)
        return CODE_LINES[start:start + lines]
