// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SyncFeature",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SyncFeature", targets: ["SyncFeature"])
  ],
  dependencies: [
    .package(path: "../SyncClient"),
    .package(path: "../ArticleStoreClient"),
    .package(path: "../StorageClient"),
    .package(path: "../NewsFeature"),
    .package(path: "../NewsClient"),
    .package(path: "../Cores"),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "SyncFeature",
      dependencies: [
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "SyncFeatureTests",
      dependencies: [
        "SyncFeature",
        .product(name: "SyncClient", package: "SyncClient"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
