/// The bounds one transfer runs within.
///
/// Public because each caller decides them per request: a feed and an audio download of the same
/// client may be allowed very different sizes and times.
public struct TransferLimits: Sendable {
  public var connectTimeout: Duration
  /// The whole transfer, including time queued inside libcurl.
  public var totalTimeout: Duration
  /// A response that delivers nothing for this long is abandoned, however long the total allows.
  public var stallTimeout: Duration
  public var maximumBytes: Int64

  public init(
    connectTimeout: Duration, totalTimeout: Duration, stallTimeout: Duration, maximumBytes: Int64
  ) {
    self.connectTimeout = connectTimeout
    self.totalTimeout = totalTimeout
    self.stallTimeout = stallTimeout
    self.maximumBytes = maximumBytes
  }
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
