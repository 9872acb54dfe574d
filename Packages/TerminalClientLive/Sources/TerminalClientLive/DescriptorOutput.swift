import Glibc

/// Writing all of a buffer to a terminal's descriptor, which may take several `write` calls when
/// the terminal reads slowly.
///
/// Only async-signal-safe calls (`write`, `poll`), so signal handlers use it too.
enum DescriptorOutput {
  static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Glibc.write(descriptor, next, remaining)
      if written > 0 {
        next += written
        remaining -= written
      } else if written < 0 && errno == EAGAIN {
        var descriptors = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptors, 1, 1_000)
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  static func write(_ sequence: StaticString, to descriptor: Int32) {
    write(
      UnsafeRawBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount),
      to: descriptor)
  }

  static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { write($0, to: descriptor) }
  }
}
