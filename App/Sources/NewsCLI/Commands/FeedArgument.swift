import ArgumentParser
import Foundation

/// Turns what a user types for a feed into a URL: a web address, or a path to a local file.
enum FeedArgument {
  static func url(_ argument: String) throws -> URL {
    if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), scheme.count > 1 {
      guard ["http", "https", "file"].contains(scheme), url.host != nil || scheme == "file" else {
        throw ValidationError("'\(argument)' is not an http, https or file address.")
      }
      return url
    }
    return URL(fileURLWithPath: argument)
  }

  static func urls(_ arguments: [String]) throws -> [URL] {
    try arguments.map(url)
  }
}
