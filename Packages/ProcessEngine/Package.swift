// swift-tools-version: 6.1
import PackageDescription

/// An engine: live machinery that several live packages share, on the operating system and C
/// libraries, in one home: a transport, a self-pipe, atomic files, process spawning. Only live
/// packages, the app, other engines and tests, benchmarks and fuzzers may depend on it, and it
/// depends on cores and other engines only, so it knows no client's types. Like a live package,
/// it is tested against the real thing. A C library comes in through a .systemLibrary target
/// with pkgConfig and providers: [.apt([...])]. Scripts/check-architecture keeps it so.
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
