/// Where an `include` points: `~/` is the home folder, a relative path is relative to the folder
/// of the file that includes it (as newsboat's users write `include colors` beside their config),
/// and `.` and `..` are folded away, so that a file is known by one path when looking for cycles.
enum IncludePath {
  /// The path `written` names, included from the file at `includer`; nil when it starts with `~`
  /// and there is no home folder to put in its place.
  static func resolve(_ written: String, from includer: String, home: String?) -> String? {
    var path = written
    if path == "~" || path.hasPrefix("~/") {
      guard let home else { return nil }
      path = home + path.dropFirst()
    } else if !path.hasPrefix("/"), let slash = includer.lastIndex(of: "/") {
      path = includer[...slash] + path
    }
    return normalized(path)
  }

  /// `path` without empty, `.` and `..` components; `..` above the root stays at the root.
  static func normalized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".":
        continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !path.hasPrefix("/") {
          components.append(component)
        }
      default:
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined
  }
}
