/// How far a download has come, for drawing a progress bar.
public struct DownloadProgress: Sendable, Hashable {
  public var bytesReceived: Int64
  /// Nil when the server did not say how large the body is.
  public var totalBytes: Int64?

  public init(bytesReceived: Int64, totalBytes: Int64?) {
    self.bytesReceived = bytesReceived
    self.totalBytes = totalBytes
  }

  /// The completed fraction from 0 to 1, or nil when the total is unknown.
  public var fractionCompleted: Double? {
    guard let totalBytes, totalBytes > 0 else { return nil }
    return min(1, Double(bytesReceived) / Double(totalBytes))
  }
}
