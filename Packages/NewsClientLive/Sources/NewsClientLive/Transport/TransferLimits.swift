/// The bounds one transfer runs within.
struct TransferLimits: Sendable {
  var connectTimeout: Duration
  /// The whole transfer, including time queued inside libcurl.
  var totalTimeout: Duration
  /// A response that delivers nothing for this long is abandoned, however long the total allows.
  var stallTimeout: Duration
  var maximumBytes: Int64
}

extension Duration {
  /// Whole milliseconds, at least 1, for libcurl's `_MS` options.
  var curlMilliseconds: Int {
    let (seconds, attoseconds) = components
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }
}
