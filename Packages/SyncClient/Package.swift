// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SyncClient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SyncClient", targets: ["SyncClient"])
  ],
  dependencies: [
    // Bodies are the app's rich text, rendered by the live client.
    .package(path: "../Cores"),
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "SyncClient",
      dependencies: [
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "SyncClientTests",
      dependencies: [
        "SyncClient",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
