import CALSA
import CMPG123
import CSndFile
import Foundation

/// The versions of the C libraries the live player runs on, as loaded at run time, for a doctor
/// command or a bug report: the headers it was built against may be older or newer.
public enum LibraryVersions {
  /// alsa-lib's own version, such as `1.2.8`.
  public static var alsa: String {
    String(cString: snd_asoundlib_version())
  }

  /// libsndfile's version, such as `1.2.0`.
  public static var sndfile: String {
    let description = String(cString: sf_version_string())
    return description.hasPrefix("libsndfile-")
      ? String(description.dropFirst("libsndfile-".count)) : description
  }

  /// libmpg123's version, such as `1.32.10`.
  ///
  /// libmpg123 reports its release only from 1.32 on, through `mpg123_distversion`, which is looked
  /// up at run time so that the same binary runs on older systems. Before it, the best evidence is
  /// the file the dynamic linker loaded (read from `/proc/self/maps`, so on Linux only), whose name
  /// carries the library's interface version (`libmpg123.so.0.47.0` for API 47).
  public static var mpg123: String {
    typealias DistributionVersion =
      @convention(c) (
        UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?
      ) -> UnsafePointer<CChar>?
    // A nil handle is glibc's RTLD_DEFAULT: every library loaded into the process.
    if let symbol = dlsym(nil, "mpg123_distversion"),
      let version = unsafeBitCast(symbol, to: DistributionVersion.self)(nil, nil, nil)
    {
      return String(cString: version)
    }
    let file = loadedFile(named: "libmpg123.so").map { " (\($0))" } ?? ""
    return "API \(MPG123_API_VERSION)\(file)"
  }

  /// The name of the loaded shared library file whose name starts with `prefix`, as the kernel
  /// mapped it: symbolic links are already followed there.
  private static func loadedFile(named prefix: String) -> String? {
    // Read to the end rather than by size: procfs reports every file as empty.
    guard
      let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps"))
        .readToEnd()
    else {
      return nil
    }
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last,
        path.hasPrefix("/")
      else {
        continue
      }
      let name = URL(fileURLWithPath: String(path)).lastPathComponent
      if name.hasPrefix(prefix) { return name }
    }
    return nil
  }
}
