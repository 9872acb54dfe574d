// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AudioPlayerClient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AudioPlayerClient", targets: ["AudioPlayerClient"])
  ],
  dependencies: [
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"])
  ],
  targets: [
    .target(
      name: "AudioPlayerClient",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies")
      ]
    ),
    .testTarget(
      name: "AudioPlayerClientTests",
      dependencies: [
        "AudioPlayerClient",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
