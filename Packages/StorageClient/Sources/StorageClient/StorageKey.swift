/// A name under which data is stored, and whether it is configuration or state.
///
/// The distinction follows the XDG base directories: configuration is what a person chose and
/// might back up or edit (subscriptions, settings); state is what the app remembers for itself
/// (which articles were seen).
public struct StorageKey: Sendable, Hashable, CustomStringConvertible {
  public enum Area: String, Sendable, Hashable {
    case configuration
    case state
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

extension StorageKey {
  /// The feeds the user subscribed to.
  public static let subscriptions = StorageKey("subscriptions.json", in: .configuration)
  /// The user's preferences.
  public static let settings = StorageKey("settings.json", in: .configuration)
  /// The articles already shown, for telling what is new.
  public static let seenArticles = StorageKey("seen-articles.json", in: .state)
}
