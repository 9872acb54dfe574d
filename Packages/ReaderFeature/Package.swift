// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ReaderFeature",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ReaderFeature", targets: ["ReaderFeature"])
  ],
  dependencies: [
    .package(path: "../ArticleClient"),
    .package(path: "../ArticleFeature"),
    .package(path: "../ArticleStoreClient"),
    .package(path: "../AudioPlayerClient"),
    .package(path: "../NewsClient"),
    .package(path: "../NewsFeature"),
    .package(path: "../Cores"),
    // Features compose: the one refresh (a sync while logged in to a sync server), and what one
    // does to a stored article, are the same here as on the command line.
    .package(path: "../RefreshFeature"),
    .package(path: "../SyncFeature"),
    .package(path: "../StorageClient"),
    .package(path: "../SyncClient"),
    .package(path: "../TerminalClient"),
    // Test-only: TestSupport's temporary folder and waiting for a condition.
    .package(path: "../Support"),
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    // Test-only: the harness shows how two states differ.
    // Without its FoundationNetworking trait, which would link libcurl into this feature's tests.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
  ],
  targets: [
    .target(
      name: "ReaderFeature",
      dependencies: [
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "ArticleFeature", package: "ArticleFeature"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "AudioPlayerClient", package: "AudioPlayerClient"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "RefreshFeature", package: "RefreshFeature"),
        .product(name: "ReducerCore", package: "Cores"),
        .product(name: "SyncFeature", package: "SyncFeature"),
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "TimeCore", package: "Cores"),
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
      ]
    ),
    .testTarget(
      name: "ReaderFeatureTests",
      dependencies: [
        .product(name: "TestSupport", package: "Support"),
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "RichTextCore", package: "Cores"),
        "ReaderFeature",
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "SyncFeature", package: "SyncFeature"),
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
