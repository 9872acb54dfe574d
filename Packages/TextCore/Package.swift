// swift-tools-version: 6.1
import PackageDescription

/// A core: rules about text that several packages must apply alike. Plain Swift, with no
/// dependency at all, so that an interface, a feature and a live package can each use it.
let package = Package(
  name: "TextCore",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextCore", targets: ["TextCore"])
  ],
  targets: [
    .target(name: "TextCore"),
    .testTarget(name: "TextCoreTests", dependencies: ["TextCore"]),
  ],
  swiftLanguageModes: [.v6]
)
