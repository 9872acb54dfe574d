import ArgumentParser
import Foundation
import NetworkCore

/// Turns what a user types for a feed into a URL: a web address, or a path to a local file.
///
/// Commands read an option through it once, as they parse (`@Option(transform: FeedArgument.url)`),
/// so an address that is neither is a usage error with this message, and `run()` gets URLs.
enum FeedArgument {
  static func url(_ argument: String) throws -> URL {
    if let url = URL(string: argument), let scheme = url.scheme, scheme.count > 1 {
      guard WebAddress.isWeb(url) || url.isFileURL else {
        // ArgumentParser quotes the value before this reason.
        throw ValidationError("it is not an http, https or file address.")
      }
      return url
    }
    return URL(fileURLWithPath: argument)
  }
}
