// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ArticleStoreClient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ArticleStoreClient", targets: ["ArticleStoreClient"]),
    // For tests only: the sample feeds and the contract every store keeps, which this package's
    // tests run against the in-memory store and ArticleStoreClientLive's against the live one.
    .library(name: "ArticleStoreClientTestSupport", targets: ["ArticleStoreClientTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Cores"),
    .package(path: "../NewsClient"),
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "ArticleStoreClient",
      dependencies: [
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "TimeCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
      ]
    ),
    .target(
      name: "ArticleStoreClientTestSupport",
      dependencies: [
        "ArticleStoreClient",
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
      ]
    ),
    .testTarget(
      name: "ArticleStoreClientTests",
      dependencies: [
        "ArticleStoreClient",
        "ArticleStoreClientTestSupport",
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
