import Foundation

extension Int64 {
  /// A byte count in the unit a person reads most easily.
  var formattedBytes: String {
    ByteCountFormatter.string(fromByteCount: self, countStyle: .file)
  }
}
