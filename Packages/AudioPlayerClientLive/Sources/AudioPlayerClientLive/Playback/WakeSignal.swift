import Foundation

/// A doorbell for the playback thread: a non-blocking pipe that a stop, a cancellation or a new
/// request rings, and that the thread polls next to the PCM's own descriptors, so it never sleeps through
/// a stop and never spins waiting for one.
final class WakeSignal: Sendable {
  /// The read end, polled by the playback thread.
  let descriptor: Int32
  /// The write end; any thread may write a byte, as pipe writes are atomic. A full pipe drops the
  /// ring, which is fine: the thread has unread rings to wake it anyway.
  private let ringDescriptor: Int32

  /// Fails only when the process is out of file descriptors.
  init() throws(ALSAError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw ALSAError(
        code: -errno, message: "cannot create a pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    ringDescriptor = ends[1]
  }

  deinit {
    close(descriptor)
    close(ringDescriptor)
  }

  func ring() {
    var byte: UInt8 = 1
    _ = write(ringDescriptor, &byte, 1)
  }

  /// Forgets any rings so far, after the thread has woken and looked at what changed.
  func reset() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &bytes, bytes.count) == bytes.count {}
  }

  /// Sleeps until rung.
  func wait() {
    var descriptors = [pollDescriptor]
    _ = poll(&descriptors, 1, -1)
    reset()
  }

  var pollDescriptor: pollfd {
    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
  }
}
