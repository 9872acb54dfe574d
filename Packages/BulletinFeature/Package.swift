// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "BulletinFeature",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "BulletinFeature", targets: ["BulletinFeature"])
  ],
  dependencies: [
    .package(path: "../NewsClient"),
    .package(path: "../AudioPlayerClient"),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "BulletinFeature",
      dependencies: [
        .product(name: "NewsClient", package: "NewsClient"),
        .product(name: "AudioPlayerClient", package: "AudioPlayerClient"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "BulletinFeatureTests",
      dependencies: [
        "BulletinFeature",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
