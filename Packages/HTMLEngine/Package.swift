// swift-tools-version: 6.1
import PackageDescription

/// An engine: HTML as the network writes it, read with libxml2's HTML parser into a compact
/// document that live packages can query, and rendered into the workspace's `RichText`. A feed's
/// body, a sync server's article and a fetched page all go through this one reader, so that the
/// charset rules, what never reaches the text (scripts, styles, form controls), how white space
/// collapses and how links are numbered are decided once. It depends on cores only and knows no
/// client's types.
let package = Package(
  name: "HTMLEngine",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "HTMLEngine", targets: ["HTMLEngine"]),
    // The workspace's one module for libxml2, which NewsClientLive's XML feed parser imports too.
    .library(name: "CLibXML2", targets: ["CLibXML2"]),
  ],
  dependencies: [
    .package(path: "../RichTextCore"),
    .package(path: "../TextCore"),
  ],
  targets: [
    // libxml2's one module map in the workspace: two covering the same headers would split them
    // between two Clang modules, and a file importing one would miss what the other took.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(
      name: "HTMLEngine",
      dependencies: [
        "CLibXML2",
        .product(name: "RichTextCore", package: "RichTextCore"),
        .product(name: "TextCore", package: "TextCore"),
      ]
    ),
    .testTarget(
      name: "HTMLEngineTests",
      dependencies: [
        "HTMLEngine",
        .product(name: "RichTextCore", package: "RichTextCore"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
