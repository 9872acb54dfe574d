import Foundation
import HTTPEngine
import NewsClient

/// Writes an enclosure's body to a temporary file as it arrives and reports progress.
final class EnclosureFileWriter: ResponseBodyConsumer {
  private static let progressStep: Int64 = 64 * 1024

  private let url: URL
  let file: URL
  private let progress: @Sendable (DownloadProgress) -> Void
  private var descriptor: Int32
  private var received: Int64 = 0
  private var reported: Int64 = 0
  private var total: Int64?

  init(url: URL, file: URL, progress: @escaping @Sendable (DownloadProgress) -> Void)
    throws(NewsClientError)
  {
    self.url = url
    self.file = file
    self.progress = progress
    descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .transferFailed(
        url, reason: "cannot create \(file.path): \(String(cString: strerror(errno)))")
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws(NewsClientError) {
    if total == nil, head.headers["content-encoding"] == nil { total = head.expectedLength }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw .transferFailed(
          url, reason: "cannot write \(file.path): \(String(cString: strerror(errno)))")
      }
      offset += written
    }
    received += Int64(bytes.count)
    if received - reported >= Self.progressStep {
      reported = received
      progress(DownloadProgress(bytesReceived: received, totalBytes: total))
    }
  }

  /// Flushes the file to disk and checks it is whole. The caller then renames it into place.
  func finish() throws(NewsClientError) {
    if let total, received != total {
      throw .transferFailed(url, reason: "the download ended after \(received) of \(total) bytes")
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      descriptor = -1
      throw .transferFailed(
        url, reason: "cannot write \(file.path): \(String(cString: strerror(errno)))")
    }
    descriptor = -1
    progress(DownloadProgress(bytesReceived: received, totalBytes: total ?? received))
  }
}
