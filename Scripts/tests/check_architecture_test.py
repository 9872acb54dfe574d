"""Plants each kind of violation in a small workspace of its own and proves that
Scripts/check-architecture catches it, naming the offender and the fix; also proves that the clean
fixture passes every rule, the app's name included, and that what the rules allow (a feature on
a feature, a core's tests on an engine, App's composition files and tests on a live package) is
not refused.

The fixture (Scripts/lib/fixture_workspace.py) is built in a temporary folder from this
workspace's Scripts/ and a minimal App/, never from the example packages, so the test keeps
working in a copy of the template that deleted them. Only the scenarios of rule (c) build
anything: one tiny package each."""


import pathlib
import subprocess

import fixture_workspace
import script_testing
from script_testing import edit, run


def manifest_of(workspace: pathlib.Path, target: str) -> pathlib.Path:
    """The manifest of the package that holds `target`: its own, or that of Packages/Cores,
    Engines or Support for the fixture's shared targets."""
    return workspace / "Packages" / fixture_workspace.HOLDERS.get(target, target) / "Package.swift"


def add_local_dependency(workspace: pathlib.Path, package: str, dependency: str, target: str | None = None) -> None:
    """Makes the target `target` (the library by default) of the package that holds `package`
    depend on the product `dependency`, declaring the package that holds it if need be."""
    manifest = manifest_of(workspace, package)
    holder = fixture_workspace.HOLDERS.get(dependency, dependency)
    declaration = f'    .package(path: "../{holder}"),\n'
    if declaration not in manifest.read_text():
        edit(manifest, "  dependencies: [\n", f"  dependencies: [\n{declaration}")
    edit(
        manifest,
        f'      name: "{target or package}",\n      dependencies: [\n',
        f'      name: "{target or package}",\n      dependencies: [\n        .product(name: "{dependency}", package: "{holder}"),\n',
    )


def check(workspace: pathlib.Path, *arguments: str) -> subprocess.CompletedProcess:
    return run(workspace, str(workspace / "Scripts" / "check-architecture"), *arguments, str(workspace))


def add_test_dependency(workspace: pathlib.Path, package: str, dependency: str) -> None:
    """Makes the test target of Packages/`package` depend on Packages/`dependency`, which the package
    may already declare."""
    manifest = manifest_of(workspace, package)
    holder = fixture_workspace.HOLDERS.get(dependency, dependency)
    declaration = f'    .package(path: "../{holder}"),\n'
    if declaration not in manifest.read_text():
        edit(manifest, "  dependencies: [\n", f"  dependencies: [\n{declaration}")
    edit(
        manifest,
        f'      name: "{package}Tests",\n      dependencies: [\n        "{package}",\n',
        f'      name: "{package}Tests",\n      dependencies: [\n        "{package}",\n'
        f'        .product(name: "{dependency}", package: "{holder}"),\n',
    )


class CheckArchitectureTest(script_testing.ScriptTestCase):
    def test_clean_fixture_passes_every_rule(self) -> None:
        workspace = fixture_workspace.create(self.root)
        result = check(workspace, "--manifests-only")
        self.assertSucceeds(result)
        self.assertIn("Architecture check passed: 7 packages", result.stdout)

    def test_a_feature_depending_on_a_live_package(self) -> None:
        workspace = fixture_workspace.create(self.root)
        add_local_dependency(workspace, "TideFeature", "TideClientLive")
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(a) Packages/TideFeature depends on the live package Packages/TideClientLive (TideFeature -> TideClientLive)",
            "depend on its interface instead",
        )

    def test_an_interface_depending_on_a_live_package_taints_its_features(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.add_package(workspace, "PlantedLive")
        add_local_dependency(workspace, "TideClient", "PlantedLive")
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(f) The interface Packages/TideClient depends on the live package Packages/PlantedLive (TideClient -> PlantedLive)",
            "(a) Packages/TideFeature depends on the live package Packages/PlantedLive (TideFeature -> TideClient -> PlantedLive)",
        )

    def test_an_interface_depending_on_a_feature(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.add_package(workspace, "PlantedClient", dependencies=["TideClient"])
        fixture_workspace.add_package(workspace, "PlantedFeature")
        add_local_dependency(workspace, "TideClient", "PlantedFeature")
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(f) The interface Packages/TideClient depends on the feature package Packages/PlantedFeature (TideClient -> PlantedFeature)",
            "(f) The interface Packages/PlantedClient depends on the feature package Packages/PlantedFeature "
            "(PlantedClient -> TideClient -> PlantedFeature)",
            "move what both need into an interface",
        )

    def test_an_interface_declaring_a_system_library(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.write(
            workspace / "Packages/TideClient/Sources/CPlanted/module.modulemap",
            'module CPlanted [system] {\n  link "curl"\n}\n',
        )
        edit(
            workspace / "Packages/TideClient/Package.swift",
            "  targets: [\n",
            '  targets: [\n    .systemLibrary(name: "CPlanted", pkgConfig: "libcurl"),\n',
        )
        edit(
            workspace / "Packages/TideClient/Package.swift",
            '      name: "TideClient",\n      dependencies: [\n',
            '      name: "TideClient",\n      dependencies: [\n        "CPlanted",\n',
        )
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(b) Packages/TideClient declares the system-library target CPlanted",
            "(b) Packages/TideFeature reaches the system-library target CPlanted of Packages/TideClient "
            "(TideFeature -> TideClient -> CPlanted)",
        )

    def test_an_interface_with_default_traits(self) -> None:
        workspace = fixture_workspace.create(self.root)
        edit(
            workspace / "Packages/TideClient/Package.swift",
            "  dependencies: [\n",
            '  dependencies: [\n    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",'
            ' traits: ["Clocks", "Foundation", "FoundationNetworking"]),\n',
        )
        self.assertFails(check(workspace, "--manifests-only"), "(d) Packages/TideClient names swift-dependencies with the trait(s) FoundationNetworking")

    def test_a_library_depending_on_a_support_package(self) -> None:
        workspace = fixture_workspace.create(self.root)
        add_local_dependency(workspace, "TideClientLive", "TideSupport")
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(e) Packages/TideClientLive: the library product TideClientLive depends on the support target "
            "TideSupport of Packages/Support through its target TideClientLive",
            "move the dependency to a test or executable target",
        )

    def test_a_library_reaching_a_support_package_through_its_own_target(self) -> None:
        workspace = fixture_workspace.create(self.root)
        manifest = workspace / "Packages/TideFeature/Package.swift"
        edit(manifest, '      name: "TideFeature",\n      dependencies: [\n', '      name: "TideFeature",\n      dependencies: [\n        "TideHelpers",\n')
        edit(
            manifest,
            "  targets: [\n",
            '  targets: [\n    .target(name: "TideHelpers", dependencies: [.product(name: "TideSupport", package: "Support")]),\n',
        )
        fixture_workspace.write(workspace / "Packages/TideFeature/Sources/TideHelpers/Helpers.swift", "import TideSupport\n")
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(e) Packages/TideFeature: the library product TideFeature depends on the support target "
            "TideSupport of Packages/Support through its target TideHelpers",
        )

    def test_a_support_target_beside_a_client_never_ships(self) -> None:
        """A client's fake for tests lives beside the client, as ArticleStoreClientTestSupport
        does: its tests and other packages' tests may use it, nothing that ships may."""
        workspace = fixture_workspace.create(self.root)
        manifest = workspace / "Packages/TideClient/Package.swift"
        edit(
            manifest,
            "  products: [",
            '  products: [.library(name: "TideClientTestSupport", targets: ["TideClientTestSupport"]), ',
        )
        edit(manifest, "  targets: [\n", '  targets: [\n    .target(name: "TideClientTestSupport"),\n')
        fixture_workspace.write(workspace / "Packages/TideClient/Sources/TideClientTestSupport/Fake.swift", "public let fake = 1\n")
        add_test_dependency(workspace, "TideClient", "TideClientTestSupport")
        add_test_dependency(workspace, "TideFeature", "TideClientTestSupport")
        edit(
            workspace / "Packages/TideFeature/Package.swift",
            '.package(path: "../TideClientTestSupport"),\n',
            "",
        )
        edit(
            workspace / "Packages/TideFeature/Package.swift",
            '.product(name: "TideClientTestSupport", package: "TideClientTestSupport")',
            '.product(name: "TideClientTestSupport", package: "TideClient")',
        )
        edit(
            manifest,
            '.product(name: "TideClientTestSupport", package: "TideClientTestSupport"),\n',
            '"TideClientTestSupport",\n',
        )
        edit(manifest, '    .package(path: "../TideClientTestSupport"),\n', "")
        self.assertSucceeds(check(workspace, "--manifests-only"))
        edit(
            manifest,
            '      name: "TideClient",\n      dependencies: [\n',
            '      name: "TideClient",\n      dependencies: [\n        "TideClientTestSupport",\n',
        )
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(e) Packages/TideClient: the library product TideClient depends on the support target "
            "TideClientTestSupport of Packages/TideClient through its target TideClient",
            "(e) App: the executable product tide-cli depends on the support target TideClientTestSupport of "
            "Packages/TideClient through TideCLI -> TideClient -> TideClientTestSupport",
        )

    def test_the_app_executable_depending_on_a_support_package(self) -> None:
        workspace = fixture_workspace.create(self.root)
        edit(workspace / "App/Package.swift", "  dependencies: [\n", '  dependencies: [\n    .package(path: "../Packages/Support"),\n')
        edit(
            workspace / "App/Package.swift",
            '      name: "TideCLI",\n      dependencies: [\n',
            '      name: "TideCLI",\n      dependencies: [\n        .product(name: "TideSupport", package: "Support"),\n',
        )
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(e) App: the executable product tide-cli depends on the support target TideSupport of Packages/Support "
            "through its target TideCLI",
        )

    def test_undeclared_imports(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.write(
            workspace / "Packages/TideFeature/Tests/TideFeatureTests/Undeclared.swift",
            "import Clocks\n@testable import TideClientLive\nimport struct Collections.Deque\n"
            "@preconcurrency import TideSupport\n",
        )
        fixture_workspace.write(
            workspace / "Packages/TideFeature/Sources/TideFeature/Undeclared.swift",
            "@_exported import TideSupport\n",
        )
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(g) Packages/TideFeature/Tests/TideFeatureTests/Undeclared.swift:1: the target TideFeatureTests imports Clocks, "
            "which it does not declare",
            "Undeclared.swift:2: the target TideFeatureTests imports TideClientLive",
            "Undeclared.swift:3: the target TideFeatureTests imports Collections",
            # The benchmark declares TideSupport; the library does not, though its package does.
            "(g) Packages/TideFeature/Sources/TideFeature/Undeclared.swift:1: the target TideFeature imports TideSupport",
            '.product(name: "Clocks", package: "…")',
        )
        output = result.stderr
        self.assertNotIn("Undeclared.swift:4", output, "TideFeatureTests declares TideSupport, yet its import was reported")
        self.assertNotIn("TideClient.swift", output, "a comment, a string or a toolchain module was taken for an import")

    def test_the_app_name_outside_app(self) -> None:
        workspace = fixture_workspace.create(self.root)
        planted = {
            "Packages/TideClient/README.md": "Run tide-cli to see the tides.\n",
            "Packages/TideClientLive/Sources/CTide/shim.h": "static inline int tide_cli_version(void) { return 1; }\n",
            "Packages/TideClientLive/Sources/TideClientLive/Environment.swift": 'let variable = "TIDE_CLI_PORT"\n',
            "Scripts/templates/client/Sources/{{Client}}/Planted.swift": "// Composed by TideCLI.\n",
            "Packages/TideFeature/Sources/TideFeature/Unrelated.swift": "// TideClient, TideClientLive, tide-client and TideCLIent-like words are not the app's name.\n",
        }
        for path, text in planted.items():
            fixture_workspace.write(workspace / path, text)
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(h) Packages/TideClient/README.md:1 names the app as 'tide-cli'",
            "(h) Packages/TideClientLive/Sources/CTide/shim.h:1 names the app as 'tide_cli'",
            "(h) Packages/TideClientLive/Sources/TideClientLive/Environment.swift:1 names the app as 'TIDE_CLI'",
            "(h) Scripts/templates/client/Sources/{{Client}}/Planted.swift:1 names the app as 'TideCLI'",
            "(tide-cli, App/Package.swift)",
            "The spellings searched for: tide-cli, tide_cli, TIDE_CLI, TideCli, TideCLI.",
        )
        self.assertNotIn("Unrelated.swift", result.stderr, "a word that only starts like the app's name was reported")

    def test_a_library_the_installer_cannot_know(self) -> None:
        workspace = fixture_workspace.create(self.root)
        live = workspace / "Packages/TideClientLive"
        fixture_workspace.write(live / "Sources/CPlanted/module.modulemap", 'module CPlanted [system] {\n  link "planted"\n}\n')
        edit(live / "Package.swift", "  targets: [\n", '  targets: [\n    .systemLibrary(name: "CPlanted", pkgConfig: "planted"),\n')
        edit(
            live / "Package.swift",
            '.product(name: "TideEngine", package: "Engines"),\n      ]\n',
            '.product(name: "TideEngine", package: "Engines"),\n      ],\n      linkerSettings: [.linkedLibrary("sqlite3")]\n',
        )
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(i) Packages/TideClientLive: the system-library target CPlanted names no apt provider",
            "(i) Packages/TideClientLive: TideClientLive links sqlite3 by name",
            'providers: [.apt(["lib…-dev"])]',
        )

    def test_an_interface_binary_linking_foundation_networking(self) -> None:
        fixture_workspace.copy_scripts(self.root)
        fixture_workspace.add_package(
            self.root,
            "PlantedClient",
            source="import FoundationNetworking\n\npublic func plantedSession() -> URLSession { .shared }\n",
        )
        self.assertFails(check(self.root), "(c) Packages/PlantedClient's test binary links", "libFoundationNetworking")

    def test_an_interface_binary_linking_sqlite(self) -> None:
        fixture_workspace.copy_scripts(self.root)
        folder = fixture_workspace.add_package(
            self.root,
            "PlantedClient",
            source="import CPlantedSQLite\n\npublic func plantedVersion() -> Int32 { sqlite3_libversion_number() }\n",
        )
        fixture_workspace.write(
            folder / "Sources/CPlantedSQLite/module.modulemap",
            'module CPlantedSQLite [system] {\n  header "shim.h"\n  link "sqlite3"\n  export *\n}\n',
        )
        fixture_workspace.write(folder / "Sources/CPlantedSQLite/shim.h", "#include <sqlite3.h>\n")
        edit(
            folder / "Package.swift",
            "  targets: [\n",
            '  targets: [\n    .systemLibrary(name: "CPlantedSQLite", providers: [.apt(["libsqlite3-dev"])]),\n',
        )
        edit(folder / "Package.swift", '      name: "PlantedClient",\n      dependencies: [\n', '      name: "PlantedClient",\n      dependencies: [\n        "CPlantedSQLite",\n')
        self.assertFails(check(self.root), "(c) Packages/PlantedClient's test binary links", "libsqlite3")

    def test_an_interface_or_feature_depending_on_grdb(self) -> None:
        workspace = fixture_workspace.create(self.root)
        edit(
            workspace / "Packages/TideClient/Package.swift",
            "  dependencies: [\n",
            '  dependencies: [\n    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),\n',
        )
        edit(
            workspace / "Packages/TideClient/Package.swift",
            '      name: "TideClient",\n      dependencies: [\n',
            '      name: "TideClient",\n      dependencies: [\n        .product(name: "GRDB", package: "GRDB.swift"),\n',
        )
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(j) Packages/TideClient depends on GRDB.swift",
            "(j) Packages/TideFeature reaches GRDB.swift through Packages/TideClient (TideFeature -> TideClient)",
            "keep the database in its *Live package",
        )
        self.assertNotIn("(j) Packages/TideClientLive", result.stderr, "a live package was refused GRDB")

    def test_a_core_that_is_not_pure_swift(self) -> None:
        workspace = fixture_workspace.create(self.root)
        core = workspace / "Packages/Cores"
        fixture_workspace.write(core / "Sources/CPlanted/module.modulemap", 'module CPlanted [system] {\n  link "curl"\n}\n')
        edit(core / "Package.swift", '      name: "TideCore",\n      dependencies: [\n', '      name: "TideCore",\n      dependencies: [\n        "CPlanted",\n')
        edit(
            core / "Package.swift",
            "  targets: [\n",
            '  targets: [\n    .systemLibrary(name: "CPlanted", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),\n',
        )
        edit(
            core / "Package.swift",
            "  dependencies: [\n",
            '  dependencies: [\n    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",'
            ' traits: ["Clocks", "Foundation"]),\n    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),\n',
        )
        fixture_workspace.write(core / "Sources/TideCore/Network.swift", "import FoundationNetworking\n")
        fixture_workspace.write(core / "Tests/TideCoreTests/XML.swift", "@preconcurrency import FoundationXML\n")
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(k) The core Packages/Cores declares the system-library target CPlanted",
            "into an engine (Packages/Engines) or a live package",
            "(k) The core Packages/Cores names swift-dependencies. A core holds values and rules, not clients",
            "(k) The core Packages/Cores depends on GRDB.swift",
            "(k) Packages/Cores/Sources/TideCore/Network.swift:1: the core imports FoundationNetworking, which links libcurl",
            "(k) Packages/Cores/Tests/TideCoreTests/XML.swift:1: the core imports FoundationXML, which links libxml2",
            # A feature using the core reaches its C library, as (b) always said.
            "(b) Packages/TideFeature reaches the system-library target CPlanted of Packages/Cores "
            "(TideFeature -> TideCore -> CPlanted)",
        )
        self.assertNotIn("(j) Packages/Cores", result.stderr)
        self.assertNotIn("(i) Packages/Cores", result.stderr)

    def test_a_core_depending_on_anything_but_cores(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.add_package(workspace, "PlantedCore")
        add_local_dependency(workspace, "TideCore", "PlantedCore")
        add_local_dependency(workspace, "TideCore", "TideClient")
        manifest = workspace / "Packages/Cores/Package.swift"
        edit(
            manifest,
            "  dependencies: [\n",
            '  dependencies: [\n    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),\n',
        )
        edit(
            manifest,
            '      name: "TideCore",\n      dependencies: [\n',
            '      name: "TideCore",\n      dependencies: [\n        .product(name: "CustomDump", package: "swift-custom-dump"),\n',
        )
        # What its tests may use: a remote test library and support. (An engine too, but not the
        # engines of Packages/Engines, which depend on the cores: SwiftPM refuses the cycle.)
        edit(
            manifest,
            '      name: "TideCoreTests",\n      dependencies: [\n        "TideCore",\n',
            '      name: "TideCoreTests",\n      dependencies: [\n        "TideCore",\n'
            '        .product(name: "CustomDump", package: "swift-custom-dump"),\n',
        )
        add_test_dependency(workspace, "TideCore", "TideSupport")
        # But not an interface, even in its tests.
        fixture_workspace.add_package(workspace, "PlantedClient")
        add_test_dependency(workspace, "TideCore", "PlantedClient")
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(l) The core Packages/Cores: its target TideCore depends on TideClient from the interface package Packages/TideClient",
            "(l) The core Packages/Cores: its target TideCore depends on CustomDump from the package swift-custom-dump",
            "A core depends on other cores only",
            "(l) The core Packages/Cores depends on the interface package Packages/PlantedClient "
            "(TideCoreTests -> PlantedClient). A core depends on other cores only",
        )
        self.assertNotIn(
            "depends on the interface package Packages/TideClient.", result.stderr, "the same dependency was reported twice"
        )
        for allowed in ("PlantedCore", "TideCoreTests", "TideSupport"):
            self.assertNotIn(f"depends on {allowed}", result.stderr, f"a core was refused {allowed}")
            self.assertNotIn(f"Packages/{allowed} (", result.stderr, f"a core was refused {allowed}")

    def test_an_interface_feature_or_core_using_an_engine(self) -> None:
        workspace = fixture_workspace.create(self.root)
        add_local_dependency(workspace, "TideFeature", "TideEngine")
        add_local_dependency(workspace, "TideClient", "TideEngine")
        fixture_workspace.add_package(workspace, "PlantedCore", dependencies=["TideEngine"])
        # Tests, benchmarks and fuzzers of any package may use an engine.
        add_test_dependency(workspace, "TideClient", "TideEngine")
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(m) Packages/TideFeature: its target TideFeature depends on the engine Packages/Engines (TideEngine). "
            "Engines serve live packages",
            "(m) Packages/TideClient: its target TideClient depends on the engine Packages/Engines",
            "(m) Packages/PlantedCore: its target PlantedCore depends on the engine Packages/Engines",
            "Reach the machinery through an interface whose live package uses the engine",
        )
        for allowed in ("TideClientTests", "TideClientLive"):
            self.assertNotIn(allowed, result.stderr, "a test target or a live package was refused an engine")

    def test_an_engine_depending_on_an_interface(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.add_package(workspace, "PlantedEngine", dependencies=["TideEngine", "TideCore"])
        add_local_dependency(workspace, "TideEngine", "TideClient")
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(n) The engine Packages/Engines depends on the interface package Packages/TideClient (TideEngine -> TideClient)",
            "(n) The engine Packages/PlantedEngine depends on the interface package Packages/TideClient "
            "(PlantedEngine -> TideEngine -> TideClient)",
            "it depends on cores and other engines only",
        )

    def test_features_compose_without_a_cycle(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.add_package(workspace, "PlantedFeature", dependencies=["TideFeature", "TideClient", "TideCore"])
        self.assertSucceeds(check(workspace, "--manifests-only"))
        add_local_dependency(workspace, "TideFeature", "PlantedFeature")
        result = check(workspace, "--manifests-only")
        self.assertFails(result, "Features may use other features, but as an acyclic graph")
        cycles = [line for line in result.stderr.splitlines() if line.strip().startswith("- (o)")]
        self.assertEqual(len(cycles), 1, f"expected the cycle once:\n{result.stderr}")
        self.assertTrue(
            "(o) Packages/PlantedFeature depends on itself (PlantedFeature -> TideFeature -> PlantedFeature)" in cycles[0]
            or "(o) Packages/TideFeature depends on itself (TideFeature -> PlantedFeature -> TideFeature)" in cycles[0],
            cycles[0],
        )

    def test_a_live_import_outside_the_composition_files(self) -> None:
        workspace = fixture_workspace.create(self.root)
        fixture_workspace.write(
            workspace / "App/Sources/TideCLI/Commands/Planted.swift", "import TideClient\nimport TideClientLive\n"
        )
        fixture_workspace.write(workspace / "App/Tests/TideCLITests/LiveTests.swift", "import TideClientLive\n")
        result = check(workspace, "--manifests-only")
        self.assertFails(
            result,
            "(p) App/Sources/TideCLI/Commands/Planted.swift:2 imports TideClientLive, a module of the live package "
            "Packages/TideClientLive. Only App's composition files (App/Sources/*/Composition/) import live packages",
        )
        for allowed in ("Planted.swift:1", "LiveTests.swift", "LiveValues.swift"):
            self.assertNotIn(allowed, result.stderr, f"{allowed} was refused")

    def test_a_package_reaches_only_the_targets_it_uses(self) -> None:
        """The rules follow targets: an interface's tests may use an engine on no C library
        although another engine of Packages/Engines links one."""
        workspace = fixture_workspace.create(self.root)
        engines = workspace / "Packages/Engines"
        fixture_workspace.write(engines / "Sources/CPlanted/module.modulemap", 'module CPlanted [system] {\n  link "curl"\n}\n')
        fixture_workspace.write(engines / "Sources/TideNetworkEngine/Network.swift", "import CPlanted\n")
        edit(
            engines / "Package.swift",
            "  targets: [\n",
            '  targets: [\n    .systemLibrary(name: "CPlanted", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),\n'
            '    .target(name: "TideNetworkEngine", dependencies: ["CPlanted"]),\n',
        )
        add_test_dependency(workspace, "TideClient", "TideEngine")
        self.assertSucceeds(check(workspace, "--manifests-only"))
        edit(engines / "Package.swift", '      name: "TideEngine",\n      dependencies: [\n', '      name: "TideEngine",\n      dependencies: [\n        "TideNetworkEngine",\n')
        self.assertFails(
            check(workspace, "--manifests-only"),
            "(b) Packages/TideClient reaches the system-library target CPlanted of Packages/Engines "
            "(TideClientTests -> TideEngine -> TideNetworkEngine -> CPlanted)",
        )

    def test_an_interface_binary_without_network_passes(self) -> None:
        fixture_workspace.copy_scripts(self.root)
        fixture_workspace.add_package(self.root, "PlantedClient")
        self.assertSucceeds(check(self.root))
