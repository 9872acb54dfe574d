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
  /// Whole milliseconds, at least 1, for libcurl's `_MS` options; a duration too long to count in
  /// milliseconds is as good as forever, and must not trap on overflow.
  var curlMilliseconds: Int {
    let (seconds, attoseconds) = components
    let whole = Int(clamping: seconds).multipliedReportingOverflow(by: 1000)
    let total = whole.partialValue.addingReportingOverflow(Int(attoseconds / 1_000_000_000_000_000))
    guard !whole.overflow, !total.overflow else { return seconds < 0 ? 1 : Int.max }
    return max(1, total.partialValue)
  }
}
