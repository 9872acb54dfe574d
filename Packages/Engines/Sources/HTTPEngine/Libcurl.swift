import CCurl

/// The libcurl this program runs with, for an app's diagnostics.
///
/// Transfers depend on what the system's libcurl was built with (TLS library, content encodings),
/// so a bug report needs these facts. Public because the app reports them, through the live
/// packages that use this engine.
public enum Libcurl {
  /// The version number, such as `7.88.1`.
  public static var version: String {
    String(cString: info.version)
  }

  /// The version line with the libraries libcurl uses, such as
  /// `libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 brotli/1.0.9 zstd/1.5.4 …`.
  public static var versionDescription: String {
    String(cString: curl_version())
  }

  /// Every protocol this build of libcurl supports, such as `["dict", "file", …, "https", …]`.
  /// The engine itself only ever uses http and https.
  public static var protocols: [String] {
    var names: [String] = []
    guard var cursor = info.protocols else { return names }
    while let name = cursor.pointee {
      names.append(String(cString: name))
      cursor += 1
    }
    return names
  }

  /// The TLS library, such as `OpenSSL/3.0.19`, or nil in a build without TLS.
  public static var tlsLibrary: String? {
    info.ssl_version.map { String(cString: $0) }
  }

  private static var info: curl_version_info_data {
    CurlRuntime.initialize()
    return http_engine_curl_version_info().pointee
  }
}
