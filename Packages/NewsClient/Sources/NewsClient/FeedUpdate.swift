/// What a refresh learns about a feed it already holds: that it has not changed, or what it is
/// now.
///
/// ``unchanged`` carries nothing on purpose. A refresh of hundreds of feeds spends most of its time
/// on feeds nobody has touched; answering those without a parsed ``Feed`` is what lets it skip
/// the parse and the store write for each.
public enum FeedUpdate: Sendable, Hashable {
  /// The feed is still the revision the caller named.
  case unchanged
  /// The feed as it is now, with its new ``Feed/revision``.
  case changed(Feed)
}
