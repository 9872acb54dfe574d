// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ArticleStoreClient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ArticleStoreClient", targets: ["ArticleStoreClient"])
  ],
  dependencies: [
    .package(path: "../RichTextCore"),
    .package(path: "../NewsClient"),
    .package(path: "../TimeCore"),
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies",
      from: "1.17.1",
      traits: ["Clocks", "Foundation"]
    ),
  ],
  targets: [
    .target(
      name: "ArticleStoreClient",
      dependencies: [
        .product(name: "RichTextCore", package: "RichTextCore"),
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "TimeCore", package: "TimeCore"),
      ]
    ),
    .testTarget(
      name: "ArticleStoreClientTests",
      dependencies: [
        "ArticleStoreClient",
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "RichTextCore", package: "RichTextCore"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
