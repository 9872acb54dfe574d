import ArgumentParser
import SyncClient

/// The services `sync login` accepts: those this build's live sync client speaks, so that a
/// service it cannot use is a usage error listing the ones it can, before any password is asked.
extension SyncService: @retroactive ExpressibleByArgument {
  static let supported: [SyncService] = [.fever]

  public init?(argument: String) {
    guard let service = Self.supported.first(where: { $0.rawValue == argument.lowercased() })
    else { return nil }
    self = service
  }

  public static var allValueStrings: [String] { supported.map(\.rawValue) }
}
