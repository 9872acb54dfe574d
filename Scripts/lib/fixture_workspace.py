"""Small workspaces of their own for the scripts' tests, in a temporary folder.

The tooling is what a copy of the template keeps when it deletes every example package, so its
tests must not lean on those examples. A fixture is the workspace's Scripts/, a minimal App/
whose executable is `tide-cli` (target TideCLI), and a few tiny pure-Swift packages with no
remote dependencies, so manifests read in a second and test binaries build in seconds:

  Cores           the cores, one target each: TideCore
  Engines         the engines: TideEngine, which uses TideCore
  Support         support for tests, fuzzers and benchmarks: TideSupport
  TideClient      interface
  TideClientLive  live, depends on TideClient and TideEngine
  TideFeature     feature, depends on TideClient and TideCore; its benchmark and its tests use
                  TideSupport

so that every kind is there, each used as the rules allow, and the shared kinds are held as the
workspace holds them: targets of one package per kind. App depends on the client, the live
package and the feature, and imports the live package in Sources/TideCLI/Composition/ only, as
the real app does. `TideClient` is there on purpose: the app's camel-case name is `TideCLI`, and
the check of the app's name must not find it in `TideClient`.
"""

import pathlib
import shutil
import textwrap

import workspace as workspace_layout

WORKSPACE = pathlib.Path(__file__).resolve().parent.parent.parent
# The scripts' tests and this file stay behind: they spell the fixture app's name, which the
# copied check of the app's name would then find.
IGNORED = shutil.ignore_patterns(".build", ".build*", ".swiftpm", "Package.resolved", "__pycache__", "tests", "fixture_workspace.py")
APP_NAME = "tide-cli"
APP_TARGET = "TideCLI"


def copy_scripts(root: pathlib.Path) -> None:
    shutil.copytree(WORKSPACE / "Scripts", root / "Scripts", ignore=IGNORED)


def write(path: pathlib.Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))


# The package that holds each shared target of the fixture.
HOLDERS = {"TideCore": "Cores", "TideEngine": "Engines", "TideSupport": "Support"}


def package_lines(dependencies: list[str]) -> str:
    names = dict.fromkeys(HOLDERS.get(name, name) for name in dependencies)
    return "".join(f'    .package(path: "../{name}"),\n' for name in names)


def product_lines(dependencies: list[str]) -> str:
    return "".join(
        f'        .product(name: "{name}", package: "{HOLDERS.get(name, name)}"),\n' for name in dependencies
    )


def add_package(
    root: pathlib.Path,
    name: str,
    dependencies: list[str] = (),
    test_dependencies: list[str] = (),
    extra_targets: str = "",
    source: str = "public let planted = 1\n",
) -> pathlib.Path:
    """Writes Packages/`name`: a library of one target and its tests, depending on local packages."""
    folder = root / "Packages" / name
    local = list(dict.fromkeys([*dependencies, *test_dependencies]))
    manifest = (
        "// swift-tools-version: 6.1\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        f'  name: "{name}",\n'
        f'  products: [.library(name: "{name}", targets: ["{name}"])],\n'
        f"  dependencies: [\n{package_lines(local)}  ],\n"
        "  targets: [\n"
        f'    .target(\n      name: "{name}",\n      dependencies: [\n{product_lines(list(dependencies))}      ]\n    ),\n'
        f"{extra_targets}"
        f'    .testTarget(\n      name: "{name}Tests",\n      dependencies: [\n        "{name}",\n'
        f"{product_lines(list(test_dependencies))}      ]\n    ),\n"
        "  ],\n"
        "  swiftLanguageModes: [.v6]\n"
        ")\n"
    )
    (folder / "Sources" / name).mkdir(parents=True)
    (folder / "Package.swift").write_text(manifest)
    (folder / "Sources" / name / f"{name}.swift").write_text(source)
    test_imports = "".join(f"import {module}\n" for module in sorted([name, *test_dependencies]))
    write(
        folder / "Tests" / f"{name}Tests" / f"{name}Tests.swift",
        f"{test_imports}import Testing\n\n@Test func builds() {{ #expect(Bool(true)) }}\n",
    )
    return folder


def add_kind_package(root: pathlib.Path, name: str, targets: dict[str, list[tuple[str, str]]]) -> pathlib.Path:
    """Writes Packages/`name`, a package that holds one kind's targets, as Packages/Cores does:
    each target of `targets` is a library product with its tests, and depends on the products
    (name, package) it lists."""
    folder = root / "Packages" / name
    packages = sorted({package for dependencies in targets.values() for _, package in dependencies})
    products = "".join(f'    .library(name: "{target}", targets: ["{target}"]),\n' for target in targets)
    target_lines = ""
    for target, dependencies in targets.items():
        lines = "".join(f'        .product(name: "{product}", package: "{package}"),\n' for product, package in dependencies)
        target_lines += f'    .target(\n      name: "{target}",\n      dependencies: [\n{lines}      ]\n    ),\n'
        target_lines += f'    .testTarget(\n      name: "{target}Tests",\n      dependencies: [\n        "{target}",\n      ]\n    ),\n'
        imports = "".join(f"import {product}\n" for product, _ in dependencies)
        write(folder / "Sources" / target / f"{target}.swift", f"{imports}public let planted = 1\n")
        write(
            folder / "Tests" / f"{target}Tests" / f"{target}Tests.swift",
            f"import {target}\nimport Testing\n\n@Test func builds() {{ #expect({target}.planted == 1) }}\n",
        )
    write(
        folder / "Package.swift",
        "// swift-tools-version: 6.1\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        f'  name: "{name}",\n'
        f"  products: [\n{products}  ],\n"
        f"  dependencies: [\n{package_lines(packages)}  ],\n"
        f"  targets: [\n{target_lines}  ],\n"
        "  swiftLanguageModes: [.v6]\n"
        ")\n",
    )
    return folder


def add_app(root: pathlib.Path, dependencies: list[str]) -> pathlib.Path:
    """Writes a minimal App/: the executable `tide-cli`, linking the products of `dependencies`."""
    folder = root / "App"
    packages = "".join(f'    .package(path: "../Packages/{name}"),\n' for name in dict.fromkeys(HOLDERS.get(name, name) for name in dependencies))
    write(
        folder / "Package.swift",
        "// swift-tools-version: 6.1\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '  name: "App",\n'
        f'  products: [.executable(name: "{APP_NAME}", targets: ["{APP_TARGET}"])],\n'
        f"  dependencies: [\n{packages}  ],\n"
        "  targets: [\n"
        f'    .executableTarget(\n      name: "{APP_TARGET}",\n      dependencies: [\n{product_lines(dependencies)}      ]\n    ),\n'
        f'    .testTarget(name: "{APP_TARGET}Tests", dependencies: ["{APP_TARGET}"]),\n'
        "  ],\n"
        "  swiftLanguageModes: [.v6]\n"
        ")\n",
    )
    # Live packages and engines are imported by the composition files alone, as check (p) wants.
    live = [
        name for name in dependencies
        if workspace_layout.package_kind(f"Packages/{HOLDERS.get(name, name)}") in ("live", "engine")
    ]
    imports = "".join(f"import {name}\n" for name in dependencies if name not in live)
    write(folder / "Sources" / APP_TARGET / "main.swift", f"{imports}\nprint(\"Hello\")\n")
    live_imports = "".join(f"import {name}\n" for name in live)
    write(folder / "Sources" / APP_TARGET / "Composition" / "LiveValues.swift", f"{live_imports}\nenum LiveValues {{}}\n")
    # What the scaffolders edit, in the shape of the real app's: read as text, never built.
    write(
        folder / "Sources" / APP_TARGET / "LiveImplementations.swift",
        "enum LiveImplementations {\n  static var clients: [any TestDependencyKey.Type] {\n    []\n  }\n}\n",
    )
    write(
        folder / "Tests" / f"{APP_TARGET}Tests" / f"{APP_TARGET}Tests.swift",
        "import Testing\n\n@Test func builds() { #expect(Bool(true)) }\n",
    )
    return folder


def create(root: pathlib.Path) -> pathlib.Path:
    """Writes the whole fixture into `root` and returns it."""
    copy_scripts(root)
    add_kind_package(root, "Support", {"TideSupport": []})
    add_kind_package(root, "Cores", {"TideCore": []})
    add_kind_package(root, "Engines", {"TideEngine": [("TideCore", "Cores")]})
    add_package(
        root,
        "TideClient",
        source=textwrap.dedent('''\
            import Foundation
            #if canImport(Glibc)
              import Glibc
            #endif

            /// The tide at a port. Not imported here: `import Nothing`, nor in the string below.
            public struct TideClient: Sendable {
              public var example = """
                import NotAModule
                """
              public init() {}
            }
            '''),
    )
    add_package(root, "TideClientLive", dependencies=["TideClient", "TideEngine"])
    add_package(
        root,
        "TideFeature",
        dependencies=["TideClient", "TideCore"],
        test_dependencies=["TideSupport"],
        extra_targets=(
            '    .executableTarget(\n      name: "TideBenchmark",\n'
            '      dependencies: ["TideFeature", .product(name: "TideSupport", package: "Support")]\n    ),\n'
        ),
    )
    write(
        root / "Packages" / "TideFeature" / "Sources" / "TideBenchmark" / "main.swift",
        "import TideFeature\nimport TideSupport\n\nprint(TideFeature.planted, TideSupport.planted)\n",
    )
    add_app(root, ["TideClient", "TideClientLive", "TideFeature"])
    return root
