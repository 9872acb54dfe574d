// swift-tools-version: 6.1
import PackageDescription

/// Support for tests, fuzzers and benchmarks, one target each, never for what ships: no library
/// product and no app may depend on a support target, wherever it lives
/// (Scripts/check-architecture, rule (e)). A test that uses one support target builds that target
/// alone: TestSupport is plain Swift, and only HTTPTestSupport builds the HTTP server.
let package = Package(
  name: "Support",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TestSupport", targets: ["TestSupport"]),
    .library(name: "HTTPTestSupport", targets: ["HTTPTestSupport"]),
    .library(name: "FuzzingSupport", targets: ["FuzzingSupport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1")
  ],
  targets: [
    // A temporary folder a test owns, and waiting until a condition holds.
    .target(name: "TestSupport"),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    // A real HTTP server on 127.0.0.1 that tests script, so that libcurl is exercised against
    // real sockets instead of a mock of itself.
    .target(
      name: "HTTPTestSupport",
      dependencies: [
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]
    ),
    // The entry point every fuzzer shares: libFuzzer's driver when built for fuzzing, a replay of
    // files otherwise.
    .target(name: "FuzzingSupport"),
    .testTarget(name: "FuzzingSupportTests", dependencies: ["FuzzingSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
