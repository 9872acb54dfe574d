// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TerminalClient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TerminalClient", targets: ["TerminalClient"])
  ],
  dependencies: [
    .package(path: "../Cores"),
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
  ],
  targets: [
    .target(
      name: "TerminalClient",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "ConfigurationCore", package: "Cores"),
      ]
    ),
    .testTarget(
      name: "TerminalClientTests",
      dependencies: [
        "TerminalClient",
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
