/// A name under which data is stored, and whether it is configuration, state or cache.
///
/// The distinction follows the XDG base directories: configuration is what a person chose and
/// might back up or edit (a list of feeds, settings); state is what the app remembers for itself
/// (which articles were seen); cache is what can be fetched again (feed bodies and their
/// validators), so a person may delete it at any time and lose nothing.
///
/// Each feature declares the keys it owns, next to the code that reads and writes them, so that
/// this interface stays generic and a copied app keeps only the keys of the features it keeps:
///
/// ```swift
/// extension StorageKey {
///   static let subscriptions = StorageKey("subscriptions.json", in: .configuration)
/// }
/// ```
public struct StorageKey: Sendable, Hashable, CustomStringConvertible {
  public enum Area: String, Sendable, Hashable {
    case configuration
    case state
    case cache
  }

  /// A file name: letters, digits, dots, dashes and underscores.
  public var name: String
  public var area: Area

  public init(_ name: String, in area: Area) {
    self.name = name
    self.area = area
  }

  public var description: String { "\(area.rawValue)/\(name)" }
}
