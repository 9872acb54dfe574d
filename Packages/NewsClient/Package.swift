// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "NewsClient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "NewsClient", targets: ["NewsClient"])
  ],
  dependencies: [
    .package(path: "../Cores"),
    // Trimmed traits: the defaults would link FoundationNetworking (and so libcurl) and build
    // OpenCombine into every interface and feature. See the README's "Traits" section.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "NewsClient",
      dependencies: [
        .product(name: "NetworkCore", package: "Cores"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "RichTextCore", package: "Cores"),
      ]
    ),
    .testTarget(
      name: "NewsClientTests",
      dependencies: [
        "NewsClient",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
