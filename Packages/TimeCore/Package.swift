// swift-tools-version: 6.1
import PackageDescription

/// A core: how the app counts and writes spans of time, the same in every package that does.
/// Plain Swift with no dependency, so that an interface, a feature and a live package can each
/// use it.
let package = Package(
  name: "TimeCore",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TimeCore", targets: ["TimeCore"])
  ],
  targets: [
    .target(name: "TimeCore"),
    .testTarget(name: "TimeCoreTests", dependencies: ["TimeCore"]),
  ],
  swiftLanguageModes: [.v6]
)
