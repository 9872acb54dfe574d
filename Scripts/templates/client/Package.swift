// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "{{Client}}",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "{{Client}}", targets: ["{{Client}}"])
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
      name: "{{Client}}",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies")
      ]
    ),
    .testTarget(
      name: "{{Client}}Tests",
      dependencies: [
        "{{Client}}",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
