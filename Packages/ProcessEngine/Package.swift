// swift-tools-version: 6.1
import PackageDescription

/// An engine: starting the programs the workspace must control, with default signals and none of
/// the parent's descriptors, on glibc's posix_spawn alone. Only live packages, the app, other
/// engines and tests, benchmarks and fuzzers may depend on it, and it depends on nothing, so it
/// knows no client's types. Like a live package, it is tested against the real thing: real
/// programs. Scripts/check-architecture keeps it so.
let package = Package(
  name: "ProcessEngine",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ProcessEngine", targets: ["ProcessEngine"])
  ],
  targets: [
    .target(name: "ProcessEngine"),
    .testTarget(name: "ProcessEngineTests", dependencies: ["ProcessEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
