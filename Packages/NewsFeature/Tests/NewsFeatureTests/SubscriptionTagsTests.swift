import Dependencies
import DependenciesTestSupport
import Foundation
import NewsFeature
import StorageClient
import Testing

@Suite(.dependencies)
struct SubscriptionTagsTests {
  static let a = URL(string: "https://a.example/feed.xml")!
  static let b = URL(string: "https://b.example/feed.xml")!

  /// Counts the saves, so that each use case is seen to save once, or not at all.
  private static func counting(_ storage: StorageClient, _ saves: LockIsolated<Int>)
    -> StorageClient
  {
    var counted = storage
    counted.save = { data, key in
      saves.withValue { $0 += 1 }
      try await storage.save(data, key)
    }
    return counted
  }

  @Test func tagsAreAddedInOrderOnceAndTakenOffByAddressOrNumber() async throws {
    let saves = LockIsolated(0)
    try await withDependencies {
      $0.storage = Self.counting(.inMemory(), saves)
    } operation: {
      let feature = SubscriptionsFeature()
      try await feature.add(Self.a)
      try await feature.add(Self.b)
      saves.setValue(0)
      let tagged = try await feature.tag("2", with: ["news", "tech", "news"])
      #expect(tagged.url == Self.b && tagged.tags == ["news", "tech"])
      #expect(saves.value == 1)
      let again = try await feature.tag(Self.b.absoluteString, with: ["tech", "world"])
      #expect(again.tags == ["news", "tech", "world"])
      #expect(saves.value == 2)
      // Nothing changes, so nothing is written.
      try await feature.tag("2", with: ["news"])
      #expect(saves.value == 2)
      let untagged = try await feature.untag(
        Self.b.absoluteString, removing: ["news", "never-there"])
      #expect(untagged.tags == ["tech", "world"])
      #expect(saves.value == 3)
      #expect(try await feature.load().value.map(\.tags) == [[], ["tech", "world"]])
      await #expect(throws: SubscriptionError.noSuchNumber(3, count: 2)) {
        try await feature.tag("3", with: ["news"])
      }
      await #expect(throws: SubscriptionError.notSubscribed("https://c.example/")) {
        try await feature.untag("https://c.example/", removing: ["news"])
      }
    }
  }

  /// A tag is one word: a filter reads a feed's tags joined by spaces. A bad one is refused before
  /// anything is saved, with the others of the same command.
  @Test(arguments: ["", "two words", "tab\there", "line\nbreak", "bell\u{7}", "nbsp\u{A0}x"])
  func aTagThatIsNotOneWordIsRefusedAndNothingSaved(_ tag: String) async throws {
    let saves = LockIsolated(0)
    try await withDependencies {
      $0.storage = Self.counting(.inMemory(), saves)
    } operation: {
      let feature = SubscriptionsFeature()
      try await feature.add(Self.a)
      saves.setValue(0)
      await #expect(throws: SubscriptionError.invalidTag(tag)) {
        try await feature.tag("1", with: ["fine", tag])
      }
      await #expect(throws: SubscriptionError.invalidTag(tag)) {
        try await feature.untag("1", removing: [tag])
      }
      #expect(saves.value == 0)
      #expect(try await feature.load().value[0].tags == [])
    }
    #expect("\(SubscriptionError.invalidTag(tag))".unicodeScalars.allSatisfy { $0.value >= 0x20 })
  }

  /// Tags are written only when a feed has some, so a file from before tags reads the same and a
  /// feed without them is written as it was; a tag listed twice by hand is read once.
  @Test func theFileKeepsItsShapeWithoutTagsAndReadsOldFiles() throws {
    let old = Data(#"[{"url":"https://a.example/feed.xml","title":"A"}]"#.utf8)
    let read = try JSONDecoder().decode([Subscription].self, from: old)
    #expect(read == [Subscription(url: Self.a, title: "A")])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(read), as: UTF8.self).contains("tags") == false)
    let tagged = Subscription(url: Self.a, tags: ["b", "a"])
    let written = String(decoding: try encoder.encode(tagged), as: UTF8.self)
    #expect(written == #"{"tags":["b","a"],"url":"https:\/\/a.example\/feed.xml"}"#)
    let twice = Data(#"{"url":"https://a.example/feed.xml","tags":["b","a","b"]}"#.utf8)
    #expect(try JSONDecoder().decode(Subscription.self, from: twice).tags == ["b", "a"])
  }
}
