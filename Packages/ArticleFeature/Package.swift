// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ArticleFeature",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ArticleFeature", targets: ["ArticleFeature"])
  ],
  dependencies: [
    .package(path: "../ArticleClient"),
    .package(path: "../ArticleStoreClient"),
    .package(path: "../NewsClient"),
    .package(path: "../Cores"),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "ArticleFeature",
      dependencies: [
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "QueryCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "ArticleFeatureTests",
      dependencies: [
        "ArticleFeature",
        .product(name: "ArticleClient", package: "ArticleClient"),
        .product(name: "ArticleStoreClient", package: "ArticleStoreClient"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "RichTextCore", package: "Cores"),
        .product(name: "QueryCore", package: "Cores"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
