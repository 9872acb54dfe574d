/// Articles recorded so far by identity, each with a value, to find the one a further article is
/// the same as by ``ArticleIdentity``'s rule: how a store finds a fetched article among those it
/// holds, and how headlines drop a story that arrived before.
///
/// A dictionary of keys, so that finding an article among thousands costs a few lookups.
public struct ArticleIdentityIndex<Value> {
  private var values: [ArticleIdentity.Key: Value] = [:]

  public init() {}

  /// Makes room for `count` articles in all, so that indexing a list of known length grows no
  /// table: each growth holds the old table and the new at once.
  public mutating func reserveCapacity(forArticles count: Int) {
    values.reserveCapacity(count * ArticleIdentity.mostKeys)
  }

  /// The value of an article recorded as the same as `identity`, found by the best kind of match;
  /// among articles that match alike, the first recorded.
  public func value(sameAs identity: ArticleIdentity) -> Value? {
    for key in identity.keysOfTheSameArticle {
      if let value = values[key] { return value }
    }
    return nil
  }

  /// Records `identity` with `value`, each of its keys that an earlier article holds keeping the
  /// earlier value.
  public mutating func record(_ identity: ArticleIdentity, as value: Value) {
    for key in identity.ownKeys where values[key] == nil {
      values[key] = value
    }
  }
}

extension ArticleIdentityIndex: Sendable where Value: Sendable {}

extension ArticleIdentityIndex where Value == Void {
  /// Records `identity` and returns true, or returns false when an article recorded before is the
  /// same. An article with no identity at all is the same as none.
  public mutating func insert(_ identity: ArticleIdentity) -> Bool {
    guard value(sameAs: identity) == nil else { return false }
    record(identity, as: ())
    return true
  }
}
