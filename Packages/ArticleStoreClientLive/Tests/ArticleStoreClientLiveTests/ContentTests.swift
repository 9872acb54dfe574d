import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import GRDB
import NewsClient
import RichTextCore
import TestSupport
import Testing

/// Bodies: kept apart from the teaser, left out of lists, read whole with one article, and
/// searched like the rest of the text.
struct ContentTests {
  let folder: TemporaryFolder
  let store: ArticleStoreClient

  init() throws {
    folder = try TemporaryFolder()
    store = .live(databaseURL: folder.database)
  }

  static let body = RichText(
    blocks: [
      RichTextBlock(.heading(level: 2), text: "What the minutes show"),
      RichTextBlock(
        .paragraph, text: "The committee weighed a quarter-point cut.",
        marks: [RichTextMark(offset: 13, kind: .link(number: 1))]),
      RichTextBlock(.listItem(depth: 1, marker: .number(1)), text: "Inflation eased"),
      RichTextBlock(.preformatted, text: "rate = 4.25%\n  next = ?"),
      RichTextBlock(.tableRow(isHeader: false), cells: ["Tokyo", "東京都庁"]),
    ],
    links: [RichTextLink(address: "https://example.org/minutes")])

  static func withBody(_ number: Int, _ body: RichText? = body) -> Article {
    var article = Sample.article(number, summary: "A short teaser.")
    article.content = body
    return article
  }

  @Test func aBodyIsReadWithItsArticleButNotWithAList() async throws {
    _ = try await store.save(Sample.feed([Self.withBody(1), Sample.article(2)]), Sample.start)
    let listed = try await store.articles(ArticleQuery())
    #expect(listed.map(\.article.content) == [nil, nil])
    #expect(listed.map(\.article.summary) == ["Summary of story 2.", "A short teaser."])
    let id = try #require(listed.last?.id)
    let opened = try #require(try await store.article(id))
    #expect(opened.article == Self.withBody(1))
    #expect(
      try await store.articles(ArticleQuery(includesContent: true)).map(\.article.content) == [
        nil, Self.body,
      ])
    #expect(try await store.article(id + 100) == nil)
  }

  @Test func searchFindsWordsOfTheBodyAndOfItsTablesAndFollowsEdits() async throws {
    _ = try await store.save(Sample.feed([Self.withBody(1)]), Sample.start)
    #expect(try await store.search("committee", 10).map(\.article.title) == ["Story 1"])
    #expect(try await store.search("inflation tokyo", 10).map(\.article.title) == ["Story 1"])
    #expect(try await store.search("東京", 10).map(\.article.title) == ["Story 1"])
    #expect(try await store.search("teaser minutes", 10).map(\.article.title) == ["Story 1"])

    let edited = RichText(blocks: [RichTextBlock(.paragraph, text: "Rates held instead.")])
    let result = try await store.save(Sample.feed([Self.withBody(1, edited)]), Sample.start)
    #expect(result.updated == 1)
    #expect(try await store.search("committee", 10).isEmpty)
    #expect(try await store.search("instead", 10).map(\.article.title) == ["Story 1"])

    _ = try await store.save(Sample.feed([Self.withBody(1, nil)]), Sample.start)
    #expect(try await store.search("instead", 10).isEmpty)
    #expect(try await store.search("teaser", 10).map(\.article.title) == ["Story 1"])
  }

  @Test func aFeedFetchedAgainWithTheSameBodyWritesNothing() async throws {
    _ = try await store.save(Sample.feed([Self.withBody(1)]), Sample.start)
    let again = try await store.save(Sample.feed([Self.withBody(1)]), Sample.start)
    #expect(again == SaveResult(unchanged: 1))
  }

  /// The index is told each row's words by the triggers: a read mark leaves it
  /// alone, and a row removed takes exactly its words with it, which SQLite's own check confirms.
  @Test func theIndexStaysConsistentThroughMarksEditsAndRemovals() async throws {
    _ = try await store.save(
      Sample.feed([Self.withBody(1), Self.withBody(2), Sample.article(3)]), Sample.start)
    _ = try await store.setRead(.all, true)
    _ = try await store.save(
      Sample.feed([Self.withBody(1, nil), Self.withBody(2), Sample.article(3)]), Sample.start)
    _ = try await store.applyRetention(RetentionPolicy(newestPerFeed: 1), Sample.start)
    let queue = try DatabaseQueue(path: folder.database.path)
    try await queue.write { connection in
      try connection.execute(
        sql: "INSERT INTO article_search(article_search, rank) VALUES ('integrity-check', 0)")
    }
    #expect(try await store.search("committee", 10).isEmpty)
    #expect(try await store.search("story", 10).count == 1)
  }

  /// Reader mode's page is kept apart from the feed's text: a refresh never replaces it, search
  /// finds it, and only the article read whole carries it.
  @Test func aSavedPageOutlivesRefreshesAndIsSearched() async throws {
    _ = try await store.save(Sample.feed([Sample.article(1)]), Sample.start)
    let id = try #require(try await store.articles(ArticleQuery()).first?.id)
    let page = RichText(blocks: [RichTextBlock(.paragraph, text: "The whole 東京都 report.")])
    #expect(try await store.savePage(id, page, nil))
    #expect(try await store.savePage(id + 1, page, nil) == false)
    var edited = Sample.article(1, summary: "An edited teaser.")
    edited.content = Self.body
    _ = try await store.save(Sample.feed([edited]), Sample.start)
    let whole = try #require(try await store.article(id))
    #expect(whole.page == page)
    #expect(whole.fullestBody == page)
    #expect(whole.article.content == Self.body)
    #expect(try await store.articles(ArticleQuery(includesContent: false)).first?.page == nil)
    #expect(try await store.search("report", 10).map(\.id) == [id])
    #expect(try await store.search("東京", 10).map(\.id) == [id])
    #expect(try await store.search("committee", 10).map(\.id) == [id])
    let queue = try DatabaseQueue(path: folder.database.path)
    try await queue.write { connection in
      try connection.execute(
        sql: "INSERT INTO article_search(article_search, rank) VALUES ('integrity-check', 0)")
    }
  }

  /// Bold and italic words are kept with the body and stay out of search, and a body stored
  /// before they were kept, as that version's encoder wrote it, reads as it was.
  @Test func emphasisIsKeptAndABodyStoredBeforeItReadsAsItWas() async throws {
    let stressed = RichText(blocks: [
      RichTextBlock(
        .paragraph, text: "a bold and it",
        emphases: [RichTextEmphasis(2..<6, .bold), RichTextEmphasis(11..<13, .italic)])
    ])
    _ = try await store.save(Sample.feed([Self.withBody(1, stressed)]), Sample.start)
    let id = try #require(try await store.articles(ArticleQuery()).first?.id)
    #expect(try await store.article(id)?.article.content == stressed)
    #expect(try await store.search("bold", 10).map(\.id) == [id])
    #expect(try await store.search("emphases", 10).isEmpty)

    let stored =
      #"{"links":[],"blocks":[{"cells":[],"quoteDepth":0,"kind":{"paragraph":{}},"text":"Older words","marks":[]}]}"#
    let queue = try DatabaseQueue(path: folder.database.path)
    try await queue.write { connection in
      try connection.execute(
        sql: "UPDATE article SET content = ? WHERE id = ?", arguments: [stored, id])
    }
    #expect(
      try await store.article(id)?.article.content
        == RichText(blocks: [RichTextBlock(.paragraph, text: "Older words")]))
    #expect(try await store.search("older", 10).map(\.id) == [id])
  }
}
