// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "{{Feature}}",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "{{Feature}}", targets: ["{{Feature}}"])
  ],
  dependencies: [
{{PackageDependencies}}
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    .target(
      name: "{{Feature}}",
      dependencies: [
{{ProductDependencies}}
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "{{Feature}}Tests",
      dependencies: [
        "{{Feature}}",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
