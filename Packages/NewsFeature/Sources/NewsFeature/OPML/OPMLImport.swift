/// What an OPML import changed.
public struct OPMLImport: Sendable, Hashable {
  public var added: Int
  /// Feeds in the file that were already in the list, or listed twice in it.
  public var alreadySubscribed: Int

  public init(added: Int, alreadySubscribed: Int) {
    self.added = added
    self.alreadySubscribed = alreadySubscribed
  }
}
