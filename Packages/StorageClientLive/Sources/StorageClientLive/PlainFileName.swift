import FileEngine
import StorageClient

extension StorageKey {
  /// The key's name, checked to be a plain file name that stays inside its area's folder.
  ///
  /// Only the characters ``StorageKey/name`` promises are allowed: ASCII letters, digits, dots,
  /// dashes and underscores. A slash or `..` could leave the folder, and a leading dot could
  /// collide with the hidden temporary files that saves write beside their target.
  func plainFileName() throws(FileSystemFailure) -> String {
    let name = self.name
    func rejected(_ why: String) -> FileSystemFailure {
      FileSystemFailure(reason: "\"\(name)\" is not a plain file name: \(why)")
    }
    guard !name.isEmpty else { throw rejected("it is empty") }
    guard !name.contains("/") else { throw rejected("it holds a slash") }
    guard !name.contains("..") else { throw rejected("it holds \"..\"") }
    guard !name.hasPrefix(".") else { throw rejected("it starts with a dot") }
    guard name.utf8.count <= Self.longestName else {
      throw rejected("it is longer than \(Self.longestName) bytes")
    }
    guard name.unicodeScalars.allSatisfy(Self.isAllowed) else {
      throw rejected("only ASCII letters, digits, dots, dashes and underscores are allowed")
    }
    return name
  }

  /// Leaves room, under the usual 255-byte limit, for the suffixes of temporary and set-aside
  /// files.
  private static let longestName = 160

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": true
    default: false
    }
  }
}
