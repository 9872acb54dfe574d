import ConfigurationCore
import Foundation

/// The configuration file, read once per process where the app composes its live values, with the
/// files it includes: the parser reads no file itself, and this is the one place that does.
enum ConfigurationFile {
  /// The configuration `file` sets. A file that does not exist is no configuration and no
  /// problem, as for a new user; one that exists and cannot be read is a problem, and the
  /// defaults apply.
  static func load(_ file: URL, home: String?) -> LoadedConfiguration {
    let parser = ConfigurationParser(home: home, readFile: read)
    switch read(file.path) {
    case .text(let text):
      return LoadedConfiguration(text, file: file.path, parser: parser)
    case .unreadable where !FileManager.default.fileExists(atPath: file.path):
      return LoadedConfiguration()
    case .unreadable(let reason):
      return LoadedConfiguration(problems: [
        ConfigurationProblem(
          .include, at: ConfigurationLocation(file: file.path, line: 0),
          "cannot be read: \(reason); the defaults apply")
      ])
    }
  }

  /// The text of the file at `path`, or why there is none.
  static func read(_ path: String) -> IncludedFile {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .unreadable(reason: "there is no such file")
    }
    guard !isFolder.boolValue else { return .unreadable(reason: "it is a folder") }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return .unreadable(reason: error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .unreadable(reason: "it is not UTF-8 text")
    }
    return .text(text)
  }
}
