// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "RefreshFeature",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "RefreshFeature", targets: ["RefreshFeature"])
  ],
  dependencies: [
    .package(path: "../NewsFeature"),
    .package(path: "../SyncFeature"),
    .package(path: "../NewsClient"),
    .package(path: "../ArticleStoreClient"),
    .package(path: "../StorageClient"),
    // The notifier the configuration names runs through the terminal client's runner.
    .package(path: "../TerminalClient"),
    .package(path: "../Cores"),
    // Test-only: the sample sync server, and an immediate clock for the watch's loop.
    .package(path: "../SyncClient"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "RefreshFeature",
      dependencies: [
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "SyncFeature", package: "SyncFeature"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "RefreshFeatureTests",
      dependencies: [
        "RefreshFeature",
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "SyncFeature", package: "SyncFeature"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
