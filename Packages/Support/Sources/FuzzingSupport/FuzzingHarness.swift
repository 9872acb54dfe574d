import Foundation

/// Runs a fuzz target: under libFuzzer when built for fuzzing, over files otherwise.
///
/// `Scripts/fuzz` builds fuzzers with coverage instrumentation, AddressSanitizer, libFuzzer's
/// driver and `-D FUZZING`; `FuzzingHarness.main` then hands control to libFuzzer. In an ordinary
/// build the same executable replays the files and folders named on its command line through the
/// same body, which is how `make test` keeps every harness and its seed corpus working without
/// libFuzzer. A body signals a finding by crashing, for example with `precondition`.
public enum FuzzingHarness {
  public static func main(_ body: @escaping @Sendable (Data) -> Void) -> Never {
    #if FUZZING
      fuzzBody = body
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
          fuzzBody?(bytes.map { Data(bytes: $0, count: count) } ?? Data())
          return 0
        })
    #else
      do {
        let files = try CommandLine.arguments.dropFirst().flatMap {
          try inputs(at: URL(fileURLWithPath: $0))
        }
        for file in files {
          body(try Data(contentsOf: file))
        }
        print("replayed \(files.count) input(s)")
        exit(0)
      } catch {
        FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
        exit(1)
      }
    #endif
  }

  /// The file at `url`, or every file in the folder at `url`, in a stable order.
  public static func inputs(at url: URL) throws -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    guard isDirectory.boolValue else { return [url] }
    return try FileManager.default
      .contentsOfDirectory(at: url, includingPropertiesForKeys: [.isRegularFileKey])
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
      .sorted { $0.path < $1.path }
  }
}

#if FUZZING
  // Safe: set once on the main thread before libFuzzer starts, then only read from libFuzzer's
  // callback, which it calls on one thread.
  nonisolated(unsafe) private var fuzzBody: (@Sendable (Data) -> Void)?

  // libFuzzer's C entry point, declared under its own name.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("LLVMFuzzerRunDriver")
  private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif
