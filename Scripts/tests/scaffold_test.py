"""Scaffolds clients, features, a core and an engine into a small workspace of its own and proves
that they build, pass their tests, are linked into App/ (clients and features), are discovered by
Scripts/list-packages (and so by `make test`) and pass the architecture check, a feature using
another feature and a core among them; also that the scripts, new-command among them, refuse bad
names, existing packages and packages of the wrong kind, creating nothing. Scripts/tests/copy_test.py
runs new-command on a real app.

The workspace is Scripts/lib/fixture_workspace.py's (App/ with the executable tide-cli, the tiny
packages TideClient, TideClientLive and TideFeature, and Packages/Cores, Engines and Support
holding TideCore, TideEngine and TideSupport), never the example packages, so the test keeps
working in a copy of the template that deleted them. A new core or engine is a target of
Packages/Cores or Packages/Engines. The new packages build from clean; the architecture check
then inspects the test binaries of the new packages alone, which keeps this test from building
anything else."""

import json
import pathlib
import shutil

import fixture_workspace
import script_testing
from script_testing import run

NEW_PACKAGES = ["ForecastFeature", "WeatherClient", "WeatherClientLive"]
# The packages that gain a target: new-core and new-engine add to them.
KIND_PACKAGES = ["Cores", "Engines"]


class ScaffoldTest(script_testing.ScriptTestCase):
    def assertRefused(self, workspace: pathlib.Path, command: list[str], phrase: str) -> None:
        """Asserts that `command` fails, saying `phrase`, and leaves Packages/ as it was."""
        before = sorted(path.name for path in (workspace / "Packages").iterdir())
        self.assertFails(run(workspace, *command), phrase)
        after = sorted(path.name for path in (workspace / "Packages").iterdir())
        self.assertEqual(before, after, f"{' '.join(command)} was refused but changed Packages/")

    def manifest(self, workspace: pathlib.Path, package: str) -> dict:
        result = run(workspace / "Packages" / package, "swift", "package", "dump-package")
        self.assertSucceeds(result)
        return json.loads(result.stdout)

    def local_dependencies(self, workspace: pathlib.Path, package: str) -> list[str]:
        return [
            pathlib.Path(local["path"]).name
            for dependency in self.manifest(workspace, package)["dependencies"]
            for local in dependency.get("fileSystem", [])
        ]

    def test_scaffolding_a_workspace(self) -> None:
        """One workspace through every scaffold in turn, each step a subtest that builds on those
        before it, as a team's would."""
        workspace = fixture_workspace.create(self.root)
        with self.subTest("bad client names are refused and create nothing"):
            for name, phrase in [
                ("9Lives", "is not a Swift type name"),
                ("my-client", "is not a Swift type name"),
                ("Weather Client", "is not a Swift type name"),
                ("weather", "is not a Swift type name"),
                ("Über", "is not a Swift type name"),
                ("Self", "is a reserved word"),
                ("Protocol", "is a reserved word"),
                ("class", "is a reserved word"),
                ("", "Give the client a name"),
                ("Client", "Give the client a name"),
                ("WeatherLive", "ends in a package role"),
            ]:
                self.assertRefused(workspace, ["Scripts/new-client", name], phrase)

        with self.subTest("an existing client is refused, in any spelling"):
            for name in ("Tide", "TideClient", "TIDE"):
                self.assertRefused(workspace, ["Scripts/new-client", name], "Packages/TideClient already exists")

        with self.subTest("new-client Weather creates the interface and its live package"):
            result = run(workspace, "Scripts/new-client", "Weather")
            self.assertSucceeds(
                result,
                "linked into App/Package.swift",
                "linked into App/Sources/TideCLI/LiveImplementations.swift",
            )
            app_manifest = (workspace / "App/Package.swift").read_text()
            for line in [
                '.package(path: "../Packages/WeatherClient"),',
                '.package(path: "../Packages/WeatherClientLive"),',
                '.product(name: "WeatherClient", package: "WeatherClient"),',
                '.product(name: "WeatherClientLive", package: "WeatherClientLive"),',
            ]:
                self.assertEqual(app_manifest.count(line), 1, f"App/Package.swift should hold {line} once:\n{app_manifest}")
            live_implementations = (workspace / "App/Sources/TideCLI/LiveImplementations.swift").read_text()
            self.assertIn("[WeatherClient.self]", live_implementations)
            self.assertTrue(live_implementations.startswith("import WeatherClient\n"), live_implementations)
            for path in [
                "WeatherClient/Sources/WeatherClient/Client.swift",
                "WeatherClient/Sources/WeatherClient/TestKey.swift",
                "WeatherClient/Tests/WeatherClientTests/TestValueTests.swift",
                "WeatherClientLive/Sources/WeatherClientLive/LiveKey.swift",
                "WeatherClientLive/Tests/WeatherClientLiveTests/LiveValueTests.swift",
            ]:
                self.assertTrue((workspace / "Packages" / path).is_file(), f"missing Packages/{path}")
            client = (workspace / "Packages/WeatherClient/Sources/WeatherClient/Client.swift").read_text()
            self.assertIn("public var weatherClient: WeatherClient {", client, "no DependencyValues accessor")
            self.assertEqual(self.local_dependencies(workspace, "WeatherClientLive"), ["WeatherClient"])

        with self.subTest("an existing client or feature is refused, and so is a feature using a live, engine or support package"):
            self.assertRefused(workspace, ["Scripts/new-client", "WeatherClient"], "Packages/WeatherClient already exists")
            self.assertRefused(workspace, ["Scripts/new-feature", "Tide", "--uses", "Weather"], "Packages/TideFeature already exists")
            self.assertRefused(workspace, ["Scripts/new-feature", "Forecast", "--uses", "WeatherClientLive"], "is a live package")
            self.assertRefused(workspace, ["Scripts/new-feature", "Forecast", "--uses", "TideEngine"], "is an engine package")
            self.assertRefused(workspace, ["Scripts/new-feature", "Forecast", "--uses", "TideSupport"], "is a support package")
            self.assertRefused(workspace, ["Scripts/new-feature", "Forecast", "--uses", "Tide"], "Packages/TideClient has no `extension DependencyValues`")
            self.assertRefused(workspace, ["Scripts/new-feature", "Forecast", "--uses", "Sea"], "no interface, feature or core named 'Sea'")
            self.assertRefused(workspace, ["Scripts/new-feature", "Forecast"], "--uses")
            self.assertRefused(workspace, ["Scripts/new-feature", "struct", "--uses", "Weather"], "is a reserved word")

        with self.subTest("new-feature accepts Weather and WeatherClient, alone or with other interfaces"):
            self.assertSucceeds(run(workspace, "Scripts/new-client", "Sky"))
            self.assertSucceeds(run(workspace, "Scripts/new-feature", "Digest", "--uses", "Sky,WeatherClient"), "linked into App/Package.swift")
            self.assertIn('.product(name: "DigestFeature", package: "DigestFeature"),', (workspace / "App/Package.swift").read_text())
            self.assertEqual(self.local_dependencies(workspace, "DigestFeature"), ["SkyClient", "WeatherClient"])
            source = (workspace / "Packages/DigestFeature/Sources/DigestFeature/DigestFeature.swift").read_text()
            self.assertIn("@Dependency(\\.weatherClient) var weatherClient", source)
            self.assertIn("skyClient.fetch(request)", source)
            self.assertSucceeds(run(workspace, "Scripts/new-feature", "Forecast", "--uses", "Weather"))
            self.assertEqual(self.local_dependencies(workspace, "ForecastFeature"), ["WeatherClient"])

        with self.subTest("bad core and engine names, and existing ones, are refused and create nothing"):
            for command, name, phrase in [
                ("new-core", "text", "is not a Swift type name"),
                ("new-core", "Core", "Give the core a name"),
                ("new-core", "TextEngine", "ends in a package role"),
                ("new-core", "Tide", "Packages/Cores already has a target TideCore"),
                ("new-engine", "Self", "is a reserved word"),
                ("new-engine", "ProcessCore", "ends in a package role"),
                ("new-engine", "TideEngine", "Packages/Engines already has a target TideEngine"),
                ("new-client", "WeatherCore", "ends in a package role"),
            ]:
                self.assertRefused(workspace, [f"Scripts/{command}", name], phrase)

        with self.subTest("new-core Text and new-engine Process add a core and an engine, each a target of its kind's package"):
            self.assertSucceeds(
                run(workspace, "Scripts/new-core", "Text"),
                "created Packages/Cores/Sources/TextCore/Trimmed.swift",
                "added the target TextCore and its product to Packages/Cores/Package.swift",
                "redrew docs/",
            )
            self.assertSucceeds(
                run(workspace, "Scripts/new-engine", "ProcessEngine"),
                "created Packages/Engines/Sources/ProcessEngine/ResourceUsage.swift",
            )
            for path in [
                "Cores/Sources/TextCore/Trimmed.swift",
                "Cores/Tests/TextCoreTests/TrimmedTests.swift",
                "Engines/Sources/ProcessEngine/ResourceUsage.swift",
                "Engines/Tests/ProcessEngineTests/ResourceUsageTests.swift",
            ]:
                self.assertTrue((workspace / "Packages" / path).is_file(), f"missing Packages/{path}")
            for package, target in (("Cores", "TextCore"), ("Engines", "ProcessEngine")):
                manifest = self.manifest(workspace, package)
                products = {product["name"]: product["targets"] for product in manifest["products"]}
                self.assertEqual(products.get(target), [target], f"{package} has no product {target}")
                targets = {entry["name"]: entry for entry in manifest["targets"]}
                self.assertEqual(targets[target]["dependencies"], [], f"{target} should depend on nothing")
                self.assertIn(f"{target}Tests", targets, f"{package} has no tests for {target}")
            self.assertFalse((workspace / "Packages/TextCore").exists(), "a core became a package of its own")
            app_manifest = (workspace / "App/Package.swift").read_text()
            self.assertNotIn("TextCore", app_manifest)
            self.assertNotIn("ProcessEngine", app_manifest)

        with self.subTest("new-feature accepts another feature and a core, as features compose"):
            self.assertSucceeds(run(workspace, "Scripts/new-feature", "Outlook", "--uses", "Weather,TideFeature,Text"))
            self.assertEqual(self.local_dependencies(workspace, "OutlookFeature"), ["WeatherClient", "TideFeature", "Cores"])
            self.assertIn(
                '.product(name: "TextCore", package: "Cores")',
                (workspace / "Packages/OutlookFeature/Package.swift").read_text(),
            )
            source = (workspace / "Packages/OutlookFeature/Sources/OutlookFeature/OutlookFeature.swift").read_text()
            for line in ("import TideFeature", "import TextCore", "@Dependency(\\.weatherClient) var weatherClient"):
                self.assertIn(line, source)
            self.assertSucceeds(run(workspace / "Packages/OutlookFeature", "swift", "test"), "Test run with", "passed")

        with self.subTest("bad commands are refused and create nothing"):
            for arguments, phrase in [
                (["Forecast", "--uses", "Digest"], "is not a command name"),
                (["daily_forecast", "--uses", "Digest"], "is not a command name"),
                (["struct", "--uses", "Digest"], "is a reserved word"),
                (["digest"], "--uses"),
                (["digest", "--uses", "Sky"], "no feature named 'Sky'"),
                (["digest", "--uses", "SkyClient"], "is not a feature: its kind is interface"),
            ]:
                self.assertRefused(workspace, ["Scripts/new-command", *arguments], phrase)

        with self.subTest("make test finds the new packages"):
            listed = run(workspace, "Scripts/list-packages").stdout.split()
            for package in NEW_PACKAGES + ["DigestFeature", "OutlookFeature", "SkyClient", "SkyClientLive"]:
                self.assertIn(f"Packages/{package}", listed, "Scripts/list-packages does not list it")

        with self.subTest("the architecture check reads the new manifests and passes"):
            packages = len(run(workspace, "Scripts/list-packages").stdout.split())
            self.assertSucceeds(
                run(workspace, "Scripts/check-architecture", "--manifests-only", "."),
                f"Architecture check passed: {packages} packages",
            )

        with self.subTest("the architecture check catches a new feature that links the new live package"):
            manifest_file = workspace / "Packages/DigestFeature/Package.swift"
            original = manifest_file.read_text()
            manifest_file.write_text(
                original.replace('.package(path: "../WeatherClient"),', '.package(path: "../WeatherClient"),\n    .package(path: "../WeatherClientLive"),')
            )
            result = run(workspace, "Scripts/check-architecture", "--manifests-only", ".")
            manifest_file.write_text(original)
            self.assertFails(result, "(a) Packages/DigestFeature depends on the live package Packages/WeatherClientLive")
            shutil.rmtree(workspace / "Packages/DigestFeature")

        for package in NEW_PACKAGES + KIND_PACKAGES:
            with self.subTest(f"swift test passes in {package}"):
                self.assertSucceeds(run(workspace / f"Packages/{package}", "swift", "test"), "Test run with", "passed")

        with self.subTest("the architecture check passes the new packages' test binaries"):
            kept = NEW_PACKAGES + KIND_PACKAGES
            for folder in (workspace / "Packages").iterdir():
                if folder.name not in kept:
                    shutil.rmtree(folder)
            shutil.rmtree(workspace / "App")
            self.assertSucceeds(
                run(workspace, "Scripts/check-architecture", "."),
                f"Architecture check passed: {len(kept)} packages, manifests, sources and test binaries",
            )

