/// The bounds one transfer runs within.
struct TransferLimits: Sendable {
  var connectTimeout: Duration
  /// The whole transfer, including time queued inside libcurl.
  var totalTimeout: Duration
  /// A body that delivers nothing for this long is abandoned, however long the total allows.
  var stallTimeout: Duration
  var maximumBytes: Int64
}

extension Duration {
  /// Whole milliseconds, at least 1, for libcurl's `_MS` options.
  var curlMilliseconds: Int {
    let (seconds, attoseconds) = components
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }

  /// Whole seconds rounded up, at least 1, for libcurl's options counted in seconds.
  var curlSeconds: Int {
    let (seconds, attoseconds) = components
    return max(1, Int(seconds) + (attoseconds > 0 ? 1 : 0))
  }
}
