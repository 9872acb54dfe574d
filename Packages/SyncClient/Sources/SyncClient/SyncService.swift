/// Which protocol a sync server speaks.
///
/// A struct of named values rather than an enum, so that the next service (the Google Reader API)
/// is one more static value and no caller's exhaustive `switch` breaks. The raw value is what an
/// account file stores (the standard library codes a `RawRepresentable` as its raw value alone:
/// `"service": "fever"`) and what a command line names.
public struct SyncService: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The Fever API, served by FreshRSS, Miniflux, Tiny Tiny RSS (with a plugin), CommaFeed and
  /// coldsweat, among others.
  public static let fever = SyncService(rawValue: "fever")

  public var description: String { rawValue }
}
