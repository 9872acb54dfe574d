// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "NewsFeature",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "NewsFeature", targets: ["NewsFeature"])
  ],
  dependencies: [
    .package(path: "../NewsClient"),
    .package(path: "../StorageClient"),
    .package(path: "../ArticleStoreClient"),
    .package(path: "../Cores"),
    .package(path: "../Support"),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "NewsFeature",
      dependencies: [
        .product(name: "ConcurrencyCore", package: "Cores"),
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "TextCore", package: "Cores"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
      ]
    ),
    // A libFuzzer harness for the OPML reader; see Scripts/fuzz.
    .executableTarget(
      name: "OPMLFuzzer",
      dependencies: ["NewsFeature", .product(name: "FuzzingSupport", package: "Support")],
      exclude: ["seeds"]
    ),
    .testTarget(
      name: "NewsFeatureTests",
      dependencies: [
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
        "NewsFeature",
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "QueryCore", package: "Cores"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "StorageClient", package: "StorageClient"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
