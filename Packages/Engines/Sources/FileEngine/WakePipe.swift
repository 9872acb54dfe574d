#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A self-pipe: the way a signal handler or another thread wakes a thread that sleeps in `poll`
/// on this pipe and on descriptors of its own (a terminal, a sound card), so that it neither
/// sleeps through what happened nor spins waiting for it.
///
/// A signal handler may only do async-signal-safe work, so it writes one byte saying what
/// happened and the woken thread does the rest. Both ends are non-blocking: a full pipe drops the
/// byte, which is fine, as the thread has bytes waiting that will wake it, and it always re-reads
/// the state a byte announces; and draining an empty pipe returns at once. Both ends are closed on
/// exec, so a child process never holds the pipe open.
public final class WakePipe: Sendable {
  /// The read end, polled by the sleeping thread.
  public let readEnd: Int32
  /// The write end, for a signal handler that may not touch this object: it keeps the number
  /// where a handler can read it without locking, and passes it to ``ring(_:_:)``.
  public let writeEnd: Int32

  /// Fails only when the process is out of file descriptors.
  public init() throws(FileSystemFailure) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw .call("create", "a pipe", code: errno) }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Writes `byte` to `writeEnd`. Async-signal-safe: it only calls `write`, and it leaves `errno`
  /// as it found it, so the code a handler interrupted does not see it change.
  public static func ring(_ writeEnd: Int32, _ byte: UInt8) {
    let savedErrno = errno
    var byte = byte
    _ = write(writeEnd, &byte, 1)
    errno = savedErrno
  }

  /// Wakes the sleeping thread with `byte`, which says why when the reader cares.
  public func ring(_ byte: UInt8 = 1) {
    Self.ring(writeEnd, byte)
  }

  /// The bytes rung since the last call, in order; empty at once when there are none.
  @discardableResult
  public func drain() -> [UInt8] {
    var drained: [UInt8] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &bytes, bytes.count)
      if count > 0 {
        drained.append(contentsOf: bytes[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return drained
      }
    }
  }

  /// Sleeps until rung, then forgets the rings: for a thread with nothing else to wait for.
  public func wait() {
    var descriptors = [pollDescriptor]
    while poll(&descriptors, 1, -1) < 0 && errno == EINTR {}
    drain()
  }

  /// The read end, ready to sit beside the thread's own descriptors in one `poll`.
  public var pollDescriptor: pollfd {
    pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
  }
}
