#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What this process has used so far, as the kernel counts it: an example of what an engine
/// holds, a seam on the operating system that live packages share and that no client's type
/// crosses. A live package turns it into its interface's own values; a feature never sees it.
///
/// Replace it with the machinery your live packages share: a transport, a device, a C library.
public struct ResourceUsage: Sendable, Equatable {
  /// Time spent running this process's own code.
  public var userTime: Duration
  /// Time the kernel spent working for this process.
  public var systemTime: Duration
  /// The most memory this process has held resident at once, in bytes.
  public var peakResidentBytes: Int

  public init(userTime: Duration, systemTime: Duration, peakResidentBytes: Int) {
    self.userTime = userTime
    self.systemTime = systemTime
    self.peakResidentBytes = peakResidentBytes
  }

  /// Asks the kernel, with `getrusage`.
  public static func current() throws(ResourceUsageFailure) -> ResourceUsage {
    var usage = rusage()
    guard getrusage(thisProcess, &usage) == 0 else { throw ResourceUsageFailure(code: errno) }
    return ResourceUsage(
      userTime: duration(usage.ru_utime), systemTime: duration(usage.ru_stime),
      // Linux counts kilobytes; macOS counts bytes.
      peakResidentBytes: Int(usage.ru_maxrss) * kilobyte)
  }

  private static func duration(_ time: timeval) -> Duration {
    .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
  }

  #if os(Linux)
    private static let kilobyte = 1024
    private static let thisProcess = __rusage_who_t(RUSAGE_SELF.rawValue)
  #else
    private static let kilobyte = 1
    private static let thisProcess = RUSAGE_SELF
  #endif
}

/// `getrusage` failed; its `errno`, in words.
public struct ResourceUsageFailure: Error, Equatable, CustomStringConvertible {
  public let code: Int32

  public init(code: Int32) {
    self.code = code
  }

  public var description: String {
    "The process's resource usage could not be read: \(String(cString: strerror(code)))"
  }
}
