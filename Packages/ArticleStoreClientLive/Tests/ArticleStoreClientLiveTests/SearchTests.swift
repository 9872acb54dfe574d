import ArticleStoreClient
import ArticleStoreClientLive
import ArticleStoreClientTestSupport
import Foundation
import NewsClient
import QueryCore
import TestSupport
import Testing

struct SearchTests {
  let folder: TemporaryFolder
  let store: ArticleStoreClient

  init() async throws {
    folder = try TemporaryFolder()
    store = .live(databaseURL: folder.database)
    _ = try await store.save(
      Sample.feed([
        Sample.article(1, title: "Economy grows", summary: "Markets cheer the Café owners."),
        Sample.article(2, title: "Weather", summary: "The economy of rain; economy again."),
        Sample.article(3, title: "Sport", summary: "Nothing here about \"quotes\" AND NEAR."),
        Sample.article(4, title: "Zürich: naïve façade", summary: "北京 news in 日本語."),
      ]), Sample.start)
  }

  @Test func everyWholeWordMustMatchAndTitlesRankFirst() async throws {
    #expect(
      try await store.search("economy", 10).map(\.article.title) == ["Economy grows", "Weather"])
    #expect(try await store.search("econ", 10).isEmpty)
    #expect(try await store.search("economy", 1).map(\.article.title) == ["Economy grows"])
    #expect(try await store.search("CAFE economy", 10).map(\.article.title) == ["Economy grows"])
    #expect(try await store.search("cafe\u{301}", 10).map(\.article.title) == ["Economy grows"])
    #expect(
      try await store.search("zurich naive facade", 10).map(\.article.title) == [
        "Zürich: naïve façade"
      ])
    #expect(try await store.search("rain snow", 10).isEmpty)
  }

  @Test func anyTextIsASearchNeverASyntaxError() async throws {
    let hostile = [
      "\"", "\"\"", "'", "-economy", "economy -rain", "econ*", "*", "AND", "OR", "NOT economy",
      "economy AND", "(( economy", ")", "NEAR(economy rain)", "title:economy", "^economy",
      "{title summary}: x", "a + b", "\u{0}", "economy\u{0}rain", "e\u{301}",
      "'; DROP TABLE article; --",
      String(repeating: "(", count: 1_000), String(repeating: "economy ", count: 200), "🙂", "",
    ]
    for text in hostile {
      _ = try await store.search(text, 10)
    }
    #expect(try await store.search("\"quotes\" AND NEAR", 10).map(\.article.title) == ["Sport"])
    #expect(try await store.search("-economy*", 10).count == 2)
    #expect(try await store.search("北京", 10).map(\.article.title) == ["Zürich: naïve façade"])
    // A column filter in FTS5's language is two plain words here, and no article says "title".
    #expect(try await store.search("title:economy", 10).isEmpty)
    #expect(try await store.search("日本語", 10).map(\.article.title) == ["Zürich: naïve façade"])
    #expect(try await store.search("  ", 10).isEmpty)
    #expect(try await store.search("economy", 0).isEmpty)
  }

  /// The index keeps no positions, so a word the tokenizer split in two would be a phrase and an
  /// error: every character is tried inside a word.
  /// The index keeps a run of Chinese or Japanese as one token, so `東京` missed `東京都で`:
  /// such words are found anywhere inside the text, two characters long or more, alone or beside
  /// indexed words, and the in-memory store agrees.
  @Test func wordsOfScriptsWithoutSpacesAreFoundInsideLongerRuns() async throws {
    let memory = ArticleStoreClient.inMemory()
    let feed = Sample.feed(
      Sample.tech, title: "アジア",
      [
        Sample.article(10, title: "東京都で新しい条例", summary: "施行は来年から。"),
        Sample.article(11, title: "Rocket launch", summary: "ロケットの打ち上げに成功した economy"),
        Sample.article(12, title: "서울시 발표", summary: "서울에서 열린 회의"),
      ])
    for client in [store, memory] {
      _ = try await client.save(feed, Sample.start)
      #expect(try await client.search("東京", 10).map(\.article.title) == ["東京都で新しい条例"])
      #expect(try await client.search("新しい", 10).map(\.article.title) == ["東京都で新しい条例"])
      #expect(try await client.search("来年", 10).map(\.article.title) == ["東京都で新しい条例"])
      #expect(try await client.search("ロケット", 10).map(\.article.title) == ["Rocket launch"])
      #expect(
        try await client.search("ロケット economy", 10).map(\.article.title) == ["Rocket launch"])
      #expect(try await client.search("ロケット weather", 10).isEmpty)
      #expect(try await client.search("서울", 10).map(\.article.title) == ["서울시 발표"])
      #expect(try await client.search("大阪", 10).isEmpty)
    }
  }

  @Test func noCharacterInsideAWordMakesAPhrase() async throws {
    let scalars = (0x80...0x10_FFFF).compactMap(Unicode.Scalar.init)
    for start in stride(from: 0, to: scalars.count, by: 500) {
      let words = scalars[start..<min(start + 500, scalars.count)].map { "a\($0)b" }
      _ = try await store.search(words.joined(separator: " "), 10)
    }
  }

  @Test func onlyTheNewestCandidatesAreRankedAsInMemory() async throws {
    let memory = ArticleStoreClient.inMemory()
    let count = SearchText.rankedCandidates + 1
    let oldest = Sample.feed(
      Sample.tech, title: "Tech", [Sample.article(0, title: "common common")])
    let articles = (1...count).map { Sample.article($0, summary: "common") }
    for client in [store, memory] {
      _ = try await client.save(oldest, Sample.start)
      _ = try await client.save(Sample.feed(Sample.tech, title: "Tech", articles), Sample.start)
    }
    let found = try await store.search("common", 3).map(\.article.title)
    #expect(found == ["Story \(count)", "Story \(count - 1)", "Story \(count - 2)"])
    #expect(try await memory.search("common", 3).map(\.article.title) == found)
  }

  @Test func searchFollowsEditsAndRemovals() async throws {
    _ = try await store.save(
      Sample.feed([Sample.article(2, title: "Storm warning", summary: "Gales expected.")]),
      Sample.start)
    #expect(try await store.search("weather", 10).isEmpty)
    #expect(try await store.search("gales", 10).map(\.article.title) == ["Storm warning"])
    _ = try await store.setRead(.all, true)
    _ = try await store.applyRetention(RetentionPolicy(newestPerFeed: 0), Sample.start)
    #expect(try await store.search("gales", 10).isEmpty)
  }
}
