// swift-tools-version: 6.1
import PackageDescription

/// The composition root: the only package that links live implementations.
let package = Package(
  name: "App",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "news-cli", targets: ["NewsCLI"])
  ],
  dependencies: [
    .package(path: "../Packages/NewsClient"),
    .package(path: "../Packages/NewsClientLive"),
    .package(path: "../Packages/AudioPlayerClient"),
    .package(path: "../Packages/AudioPlayerClientLive"),
    .package(path: "../Packages/StorageClient"),
    .package(path: "../Packages/StorageClientLive"),
    .package(path: "../Packages/NewsFeature"),
    .package(path: "../Packages/BulletinFeature"),
    .package(path: "../Packages/ArticleStoreClient"),
    .package(path: "../Packages/ArticleStoreClientLive"),
    .package(path: "../Packages/TerminalClient"),
    .package(path: "../Packages/TerminalClientLive"),
    .package(path: "../Packages/ReaderFeature"),
    .package(path: "../Packages/Cores"),
    .package(path: "../Packages/Engines"),
    // Test-only: the loopback HTTP server, a temporary folder and waiting for a condition.
    .package(path: "../Packages/Support"),
    .package(path: "../Packages/ArticleClient"),
    .package(path: "../Packages/ArticleClientLive"),
    .package(path: "../Packages/SyncClient"),
    .package(path: "../Packages/SyncClientLive"),
    .package(path: "../Packages/SyncFeature"),
    .package(path: "../Packages/ArticleFeature"),
    .package(path: "../Packages/RefreshFeature"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .executableTarget(
      name: "NewsCLI",
      dependencies: [
        "ICUDataStub",
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "NewsClientLive", package: "NewsClientLive"),
        .product(name: "AudioPlayerClient", package: "AudioPlayerClient"),
        .product(name: "AudioPlayerClientLive", package: "AudioPlayerClientLive"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "StorageClientLive", package: "StorageClientLive"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "BulletinFeature", package: "BulletinFeature"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "ArticleStoreClientLive", package: "ArticleStoreClientLive"),
        .product(name: "TerminalClient", package: "TerminalClient"),
        .product(name: "TerminalClientLive", package: "TerminalClientLive"),
        .product(name: "ReaderFeature", package: "ReaderFeature"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "TimeCore", package: "Cores"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "ConfigurationCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
        .product(name: "FileEngine", package: "Engines"),
        .product(name: "HTTPEngine", package: "Engines"),
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "ArticleClientLive", package: "ArticleClientLive"),
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "SyncClientLive", package: "SyncClientLive"),
        .product(name: "SyncFeature", package: "SyncFeature"),
        .product(name: "ArticleFeature", package: "ArticleFeature"),
        .product(name: "RefreshFeature", package: "RefreshFeature"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    // A stand-in for ICU's locale data, which the app never reads, so that the static binary does
    // not carry 30 MB of it (ICUDataStub.c says why; Scripts/check-shipped-binary checks it).
    .target(name: "ICUDataStub"),
    .testTarget(
      name: "NewsCLITests",
      dependencies: [
        "NewsCLI",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "HTTPTestSupport", package: "Support"),
        .product(name: "TestSupport", package: "Support"),
        .product(name: "SyncClientLiveTestSupport", package: "SyncClientLive"),
        .product(name: "TerminalClientLiveTestSupport", package: "TerminalClientLive"),
        .product(name: "ProcessEngine", package: "Engines"),
        .product(name: "ConfigurationCore", package: "Cores"),
      ],
      // The hostile feed server, a Python script the tests run from its place in the source tree.
      exclude: ["Support/hostile-server.py"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
