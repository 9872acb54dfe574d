import CCurl
import Foundation

/// Process-wide libcurl set-up, done once before the first handle is made.
enum CurlRuntime {
  /// `curl_global_init` is not thread-safe and must run once per process; a static `let` is
  /// initialised exactly once, on first use, whichever thread gets there first.
  private static let initialization: Void = {
    curl_global_init(Int(CURL_GLOBAL_DEFAULT))
    // A peer that closes a connection mid-write would otherwise kill the process with SIGPIPE;
    // libcurl then reports the failed write as an error instead.
    signal(SIGPIPE, SIG_IGN)
  }()

  static func initialize() {
    initialization
  }
}
