import FileEngine
import Foundation
import HTTPEngine
import NewsClient

/// Writes an enclosure's body into its file's replacement as it arrives, and reports progress.
final class EnclosureFileWriter: ResponseBodyConsumer {
  private static let progressStep: Int64 = 64 * 1024

  private let url: URL
  private let replacement: FileReplacement
  private let progress: @Sendable (DownloadProgress) -> Void
  private var received: Int64 = 0
  private var reported: Int64 = 0
  private var total: Int64?

  init(url: URL, file: URL, progress: @escaping @Sendable (DownloadProgress) -> Void)
    throws(NewsClientError)
  {
    self.url = url
    self.progress = progress
    do {
      replacement = try FileReplacement(replacing: file.path, mode: 0o644)
    } catch {
      throw .network(url, .failed(reason: error.reason))
    }
  }

  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws(NewsClientError) {
    if total == nil, head.headers["content-encoding"] == nil { total = head.expectedLength }
    do {
      try replacement.append(bytes)
    } catch {
      throw .network(url, .failed(reason: error.reason))
    }
    received += Int64(bytes.count)
    if received - reported >= Self.progressStep {
      reported = received
      progress(DownloadProgress(bytesReceived: received, totalBytes: total))
    }
  }

  /// Removes what was written, at once: see ``FileReplacement/abandon()``.
  func abandon() {
    replacement.abandon()
  }

  /// Checks the download is whole, then puts it in its file's place, flushed to the disk, so
  /// that a file found under its name is never a torn one.
  func finish() throws(NewsClientError) {
    if let total, received != total {
      throw .network(url, .failed(reason: "the download ended after \(received) of \(total) bytes"))
    }
    do {
      try replacement.commit()
    } catch {
      throw .network(url, .failed(reason: error.reason))
    }
    progress(DownloadProgress(bytesReceived: received, totalBytes: total ?? received))
  }
}
