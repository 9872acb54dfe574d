import {{Client}}
import Dependencies
import Foundation

// The interface leaves `liveValue` to this package on purpose, so that features never reach the
// outside world.
extension {{Client}}: @retroactive DependencyKey {
  /// The client that does the real work, built when the value is first used.
  public static let liveValue = {{Client}}.live()
}

extension {{Client}} {
  /// A client that does the real work.
  ///
  /// The example endpoint reads the UTF-8 text file at the path `request`, and throws Foundation's
  /// error, which names the file, when it cannot. Replace it with the client's own work: this
  /// package is where system libraries, network code and their types stay.
  public static func live() -> {{Client}} {
    {{Client}}(
      fetch: { request in
        try String(contentsOf: URL(fileURLWithPath: request), encoding: .utf8)
      }
    )
  }
}
