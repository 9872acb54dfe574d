import Foundation

extension Duration {
  /// Minutes and seconds, as a player shows them: "4:05".
  var minutesAndSeconds: String {
    let seconds = Int(components.seconds)
    let remainder = seconds % 60
    return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
  }
}

extension Int64 {
  /// A byte count in the unit a person reads most easily.
  var formattedBytes: String {
    ByteCountFormatter.string(fromByteCount: self, countStyle: .file)
  }
}
