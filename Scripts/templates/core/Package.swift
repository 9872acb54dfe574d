// swift-tools-version: 6.1
import PackageDescription

/// A core: pure Swift rules and value types that several packages must apply alike, in one home.
/// It depends on other cores only, links no C library and reads no dependency, so that any
/// package (an interface, a feature, a live package, an engine or the app) may use it, and its
/// tests run in seconds. Scripts/check-architecture keeps it so.
let package = Package(
  name: "{{Core}}",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "{{Core}}", targets: ["{{Core}}"])
  ],
  targets: [
    .target(name: "{{Core}}"),
    .testTarget(name: "{{Core}}Tests", dependencies: ["{{Core}}"]),
  ],
  swiftLanguageModes: [.v6]
)
