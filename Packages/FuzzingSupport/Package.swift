// swift-tools-version: 6.1
import PackageDescription

/// The entry point every fuzzer in the workspace shares: libFuzzer's driver when built for
/// fuzzing, a replay of files otherwise. Pure Swift, so features may use it too.
let package = Package(
  name: "FuzzingSupport",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FuzzingSupport", targets: ["FuzzingSupport"])
  ],
  targets: [
    .target(name: "FuzzingSupport"),
    .testTarget(name: "FuzzingSupportTests", dependencies: ["FuzzingSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
