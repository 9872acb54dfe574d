import Foundation
import NewsFeature
import Testing

struct OPMLTests {
  func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "opml", subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }

  @Test func readsNestedOutlinesNotesAndTitlesOutsideASCII() throws {
    let document = try OPMLDocument(data: try fixture("nested"))
    #expect(document.title == "My feeds & more")
    #expect(
      document.outlines.map(\.text) == [
        "News", "A note without a feed", "日本語のニュース", "Tabs\tand \"quotes\" <here>", "Not http",
      ])
    #expect(
      document.outlines[0].children[0].children.map(\.text) == ["BBC World", "Le Monde — À la une"])
    #expect(
      document.outlines[0].children[0].children[0].htmlURL == "https://www.bbc.co.uk/news/world")
    #expect(document.outlines[3].xmlURL == "https://example.org/feed?a=1&b=2")
  }

  @Test func subscriptionsKeepTheirFoldersAndSkipWhatCannotBeRead() throws {
    let subscriptions = try OPMLDocument(data: try fixture("nested")).subscriptions
    #expect(
      subscriptions.map(\.url.absoluteString) == [
        "https://feeds.bbci.co.uk/news/world/rss.xml",
        "https://www.lemonde.fr/rss/une.xml",
        "https://feeds.npr.org/500005/podcast.xml",
        "https://www3.nhk.or.jp/rss/news/cat0.xml",
        "https://example.org/feed?a=1&b=2",
      ])
    #expect(
      subscriptions.map(\.folder) == [["News", "World"], ["News", "World"], ["News"], [], []])
    #expect(
      subscriptions.map(\.tags) == [
        ["News", "News/World"], ["News", "News/World"], ["News"],
        ["japan", "Asia", "Asia/East-Asia"],
        [],
      ])
    #expect(subscriptions[1].title == "Le Monde — À la une")
    #expect(subscriptions[4].title == "Tabs and \"quotes\" <here>")
  }

  @Test func theDocumentRoundTrips() throws {
    let document = try OPMLDocument(data: try fixture("nested"))
    let written = document.xml()
    #expect(try OPMLDocument(data: Data(written.utf8)) == document)
  }

  @Test func subscriptionsRoundTripThroughAnExport() throws {
    let subscriptions = try OPMLDocument(data: try fixture("nested")).subscriptions
    let exported = OPMLDocument(subscriptions: subscriptions).xml()
    #expect(try OPMLDocument(data: Data(exported.utf8)).subscriptions == subscriptions)
  }

  /// A `category` entry is a tag, or a path from the root when it begins with "/", which tags as
  /// folders do; spaces become "-", and a tag the folders gave already is kept once.
  @Test func categoriesAndFoldersBecomeTags() throws {
    let xml = #"""
      <opml version="2.0"><body><outline text="My News">
        <outline text="x" xmlUrl="https://x.example/f" category="tech, /My News/World,Tech News,,a/b,tech, /"/>
        <outline text="y" xmlUrl="https://y.example/f" category=""/>
      </outline></body></opml>
      """#
    let subscriptions = try OPMLDocument(data: Data(xml.utf8)).subscriptions
    #expect(
      subscriptions.map(\.tags) == [
        ["My-News", "tech", "My-News/World", "Tech-News", "a/b"], ["My-News"],
      ])
    #expect(subscriptions.map(\.folder) == [["My News"], ["My News"]])
  }

  /// Tags go out as `category` and come back as they were, beside the folders.
  @Test func tagsRoundTripThroughAnExportAsCategories() throws {
    let subscriptions = [
      Subscription(
        url: URL(string: "https://x.example/f")!, title: "X", folder: ["News"],
        tags: ["News", "tech", "a/b", "東京"]),
      Subscription(url: URL(string: "https://y.example/f")!, title: "Y", tags: ["tech"]),
      Subscription(url: URL(string: "https://z.example/f")!, title: "Z"),
    ]
    let exported = OPMLDocument(subscriptions: subscriptions).xml()
    #expect(exported.contains(#"xmlUrl="https://x.example/f" category="News,tech,a/b,東京"/>"#))
    #expect(exported.contains(#"xmlUrl="https://z.example/f"/>"#))
    #expect(try OPMLDocument(data: Data(exported.utf8)).subscriptions == subscriptions)
  }

  @Test func readsLatin1AndUTF16() throws {
    let latin1 =
      #"<?xml version="1.0" encoding="ISO-8859-1"?><opml><body><outline text="Caf\#u{E9}" xmlUrl="https://e.org/f"/></body></opml>"#
    let fromLatin1 = try OPMLDocument(data: try #require(latin1.data(using: .isoLatin1)))
    #expect(fromLatin1.outlines.first?.text == "Café")

    let utf16 =
      #"<?xml version="1.0" encoding="UTF-16"?><opml><body><outline text="Ünï"/></body></opml>"#
    var data = Data([0xFF, 0xFE])
    data.append(try #require(utf16.data(using: .utf16LittleEndian)))
    #expect(try OPMLDocument(data: data).outlines.first?.text == "Ünï")
  }

  @Test func entityDeclarationsAreNeverExpanded() throws {
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE opml [
        <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
        <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
        <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
        <!ENTITY xxe SYSTEM "file:///etc/passwd">
      ]>
      <opml><body><outline text="&c;" title="&xxe;" xmlUrl="https://e.org/f"/></body></opml>
      """
    let document = try OPMLDocument(data: Data(bomb.utf8))
    #expect(document.outlines.first?.text == "&c;")
    #expect(document.outlines.first?.title == "&xxe;")
  }

  @Test func deepNestingFailsFast() {
    let deep = String(repeating: "<outline text=\"x\">", count: 100_000)
    #expect(throws: OPMLError.tooDeeplyNested(limit: 256)) {
      try OPMLDocument(data: Data("<opml><body>\(deep)".utf8))
    }
  }

  @Test(
    arguments: [
      ("", OPMLError.notOPML),
      ("<html><body>Not a list</body></html>", OPMLError.notOPML),
      ("<opml><body><outline text=\"cut", OPMLError.malformed("an attribute value is not closed")),
      ("<opml><!-- never closed", OPMLError.malformed("the file ends before -->")),
    ] as [(String, OPMLError)])
  func badFilesGiveClearErrors(_ text: String, _ expected: OPMLError) {
    #expect(throws: expected) { try OPMLDocument(data: Data(text.utf8)) }
  }

  @Test func unclosedElementsAreClosedAtTheEnd() throws {
    let document = try OPMLDocument(
      data: Data(
        #"<opml><body><outline text="Folder"><outline text="Feed" xmlUrl="https://e.org/f">"#.utf8))
    #expect(
      document.subscriptions == [
        Subscription(
          url: URL(string: "https://e.org/f")!, title: "Feed", folder: ["Folder"], tags: ["Folder"])
      ])
  }

  /// Found by the OPML fuzzer: a raw control character in an attribute was read, then dropped on
  /// writing, so the document did not round-trip.
  @Test func charactersXMLForbidsAreDroppedSoEveryDocumentRoundTrips() throws {
    let document = try OPMLDocument(
      data: Data("<opml><body><outline text=\"Not h\u{01}ttp&#2;\"/></body></opml>".utf8))
    #expect(document.outlines.first?.text == "Not http")
    #expect(try OPMLDocument(data: Data(document.xml().utf8)) == document)
  }

  /// Found by the OPML fuzzer: a combining mark right after a character reference joined the `;`
  /// into one grapheme, so the reference was not recognised when the written file was read back.
  @Test func aCombiningMarkAfterACharacterReferenceDoesNotHideIt() throws {
    let document = try OPMLDocument(
      data: Data("<opml><body><outline text=\"a&#10;\u{0610}b\"/></body></opml>".utf8))
    #expect(document.outlines.first?.text == "a\n\u{0610}b")
    #expect(try OPMLDocument(data: Data(document.xml().utf8)) == document)
  }
}
