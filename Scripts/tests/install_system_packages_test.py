"""Proves that Scripts/install-system-packages asks for what the manifests and the purpose need,
and for nothing else, without installing anything.

Runs the installer on a small workspace of its own (Scripts/lib/fixture_workspace.py) whose live
package declares a system-library target with the apt provider libplanted-dev. Stand-ins for
dpkg-query (which reports the packages in $MISSING as not installed), id (which reports a user
that is not root) and apt-get (which records that it ran) come first on PATH, so the installer
takes its non-root path: it must print the apt-get command with exactly the missing packages of
the purpose and fail, and it must succeed quietly when nothing is missing. A package's
Scripts/install-test-tools (the fixture's records that it ran) runs for the tests' purpose only."""

import os
import pathlib
import subprocess

import fixture_workspace
import script_testing
from script_testing import run

STAND_INS = {
    "dpkg-query": '#!/usr/bin/env bash\nfor name in $MISSING; do [ "$name" = "${@: -1}" ] && exit 1; done\necho -n "install ok installed"\n',
    "id": "#!/usr/bin/env bash\necho 1000\n",
    "apt-get": '#!/usr/bin/env bash\necho "apt-get $*" >> "$APT_LOG"\n',
}
TEST_TOOLS = {"python3", "graphviz", "lame", "bsdutils", "newsboat"}
BENCH_TOOLS = {"curl", "libxml2-utils", "sox", "alsa-utils", "mpg123", "pv"}
EVERYTHING = {"pkg-config", "libplanted-dev", "newsboat"} | TEST_TOOLS | BENCH_TOOLS


class InstallSystemPackagesTest(script_testing.ScriptTestCase):
    def setUp(self) -> None:
        super().setUp()
        workspace = fixture_workspace.create(self.root / "workspace")
        live = workspace / "Packages" / "TideClientLive"
        script_testing.edit(
            live / "Package.swift",
            "  targets: [\n",
            '  targets: [\n    .systemLibrary(name: "CPlanted", pkgConfig: "planted", providers: [.apt(["libplanted-dev"])]),\n',
        )
        fixture_workspace.write(live / "Sources" / "CPlanted" / "module.modulemap", 'module CPlanted [system] {\n  link "planted"\n}\n')
        tools = live / "Scripts" / "install-test-tools"
        fixture_workspace.write(tools, '#!/usr/bin/env bash\necho ran >> "$TOOLS_LOG"\n')
        tools.chmod(0o755)
        stand_ins = self.root / "bin"
        stand_ins.mkdir()
        for name, text in STAND_INS.items():
            (stand_ins / name).write_text(text)
            (stand_ins / name).chmod(0o755)

    def install(self, missing: set[str], *arguments: str) -> tuple[subprocess.CompletedProcess, set[str]]:
        """Runs the installer with `missing` not installed; returns its result and the packages it asked for."""
        result = run(
            self.root,
            str(self.root / "workspace" / "Scripts" / "install-system-packages"),
            *arguments,
            environment={
                "PATH": f"{self.root / 'bin'}:{os.environ['PATH']}",
                "MISSING": " ".join(sorted(missing)),
                "APT_LOG": str(self.root / "apt.log"),
                "TOOLS_LOG": str(self.root / "tools.log"),
            },
        )
        command = next((line for line in result.stderr.splitlines() if "apt-get install -y" in line), "")
        asked = set(command.split("apt-get install -y", 1)[1].split()) if command else set()
        return result, asked

    def test_each_purpose_asks_for_its_packages_and_fails_for_a_user_who_is_not_root(self) -> None:
        for name, arguments, expected in [
            ("build asks for the manifests' libraries and pkg-config only", [], {"pkg-config", "libplanted-dev"}),
            ("tests add the test tools", ["--for", "tests"], {"pkg-config", "libplanted-dev"} | TEST_TOOLS),
            ("graph needs no library", ["--for", "graph"], {"python3", "graphviz"}),
            (
                "bench adds the benchmarks' tools",
                ["--for", "bench"],
                {"pkg-config", "libplanted-dev", "python3", "lame"} | BENCH_TOOLS,
            ),
            (
                "a named package is added to the purpose",
                ["--for", "build", "newsboat"],
                {"pkg-config", "libplanted-dev", "newsboat"},
            ),
        ]:
            with self.subTest(name):
                result, asked = self.install(EVERYTHING, *arguments)
                self.assertFails(result)
                self.assertEqual(asked, expected, result.stderr)

    def test_nothing_missing_means_nothing_to_do_and_no_apt_get(self) -> None:
        result, _ = self.install(set(), "--for", "tests", "--for", "bench")
        self.assertSucceeds(result)
        self.assertEqual(result.stdout + result.stderr, "")
        self.assertFalse((self.root / "apt.log").exists(), "apt-get ran")

    def test_a_packages_install_test_tools_runs_for_tests_only(self) -> None:
        tools_log = self.root / "tools.log"
        self.install(set(), "--for", "build", "--for", "bench")
        self.assertFalse(tools_log.exists(), "it ran for build or bench")
        result, _ = self.install(set(), "--for", "tests")
        self.assertSucceeds(result)
        self.assertEqual(tools_log.read_text(), "ran\n")

    def test_an_unknown_purpose_is_refused_naming_it(self) -> None:
        result, _ = self.install(set(), "--for", "everything")
        self.assertEqual(result.returncode, 2, result.stderr)
        self.assertIn("no purpose named everything", result.stderr)
