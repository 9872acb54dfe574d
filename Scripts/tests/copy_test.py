"""Copies the template as the README's "Copy this template" tells a new team to, and proves the
copy works: every step of the guide, then `make test` in the copy, then the app it made.

The commands are read from the guide itself, the first `sh` block under "## Copy this template"
in README.md, so the guide and this test cannot disagree; the app's new name is whatever the guide
renames it to, read back from the copy's App/Package.swift, so no script spells it. In a
temporary copy of this work tree (the files git tracks or would track, committed afresh, as a
clone of it would be), it runs each `make` line in order, committing after each as a person
would; `make test` runs with the scripts' tests switched off inside the copy (SKIP_SCRIPT_TESTS):
its scripts are these ones, which the make test running this has tested, and this test among
them would copy the copy.

No file is edited by hand. The guide uses every scaffold: a client, a core, an engine, a feature
on the client and the core, and a command; the test proves the scaffolds added a target of each
kind (a core and an engine are targets of Packages/Cores and Packages/Engines, which the drop
keeps), so a guide that dropped one would fail here rather than leave that scaffold untried in a
real copy. It then runs the copy's release binary through the live client the scaffold wrote
(which reads a file), checks that the copy names the old app nowhere and that `make test` left
no change behind."""

import re
import shlex

import script_testing
import workspace
from script_testing import WORKSPACE, commit, copy_work_tree, output, run

GUIDE_BLOCK = re.compile(r"^## Copy this template\n.*?^```sh\n(.*?)^```", re.MULTILINE | re.DOTALL)
# Every kind a scaffold makes, which the copy must end with.
SCAFFOLDED_KINDS = {"interface", "live", "core", "engine", "feature"}
# A clean build of the copy's packages in debug and its app in release takes a few minutes on
# two cores; twenty-five means something hangs.
MAKE_TEST_SECONDS = 1500


def targets(copy) -> set[tuple[str, str, str]]:
    """(package folder, target, kind) of every library target of the copy's packages."""
    found = set()
    for folder in workspace.package_folders(copy):
        package_kind = workspace.package_kind(folder)
        for target in workspace.read_manifest(copy / folder, folder)["targets"]:
            if target["type"] == "regular":
                found.add((folder, target["name"], workspace.target_kind(package_kind, target["name"])))
    return found


def guide() -> list[tuple[list[str], str | None]]:
    """Each `make` line of the guide: its words, and the output its comment promises, if any."""
    block = GUIDE_BLOCK.search((WORKSPACE / "README.md").read_text())
    if not block:
        raise AssertionError("README.md has no sh block under '## Copy this template'")
    commands = []
    for line in block.group(1).splitlines():
        command, _, comment = line.partition("#")
        if command.strip():
            commands.append((shlex.split(command), comment.strip() or None))
    return commands


class CopyTest(script_testing.ScriptTestCase):
    def test_copying_the_template_by_its_guide(self) -> None:
        """Each step of the guide in order, then what the copy must be; a step that fails stops the
        test, since the steps after it build on it."""
        old_name, old_targets = workspace.app_executable(workspace.read_manifest(WORKSPACE / "App", "App"))
        copy = self.root / "copy"
        copy_work_tree(copy)
        before_scaffolds: set[tuple[str, str, str]] = set()
        for command, promise in guide():
            label = " ".join(command)
            if command[:2] == ["make", "test"]:
                with self.subTest(f"{label} in the copy"):
                    result = run(copy, *command, timeout=MAKE_TEST_SECONDS, environment={"SKIP_SCRIPT_TESTS": "1"})
                    lines = (result.stdout + result.stderr).splitlines()
                    reasons = [line for line in lines if line.startswith(("Failed:", "FAILED", "✘")) or "error:" in line]
                    self.assertEqual(result.returncode, 0, "\n".join(reasons[-40:]))
                continue
            result = run(copy, *command, timeout=600)
            self.assertSucceeds(result)
            if command[:2] == ["make", "run"] and promise:
                with self.subTest(f"{label} prints {promise!r}"):
                    self.assertEqual(result.stdout.strip().splitlines()[-1:], [promise], output(result, 2000))
            commit(copy, label)
            if command[:2] == ["make", "drop-examples"]:
                before_scaffolds = targets(copy)
                with self.subTest("the drop keeps the cores, the engines and the support"):
                    kept = {kind for _, _, kind in before_scaffolds}
                    self.assertLessEqual({"core", "engine", "support"}, kept, sorted(before_scaffolds))

        with self.subTest("the guide scaffolds a target of every kind"):
            kinds = {kind for _, _, kind in targets(copy) - before_scaffolds}
            self.assertEqual(SCAFFOLDED_KINDS - kinds, set(), "the guide skips a scaffold of these kinds")

        new_name = workspace.app_executable(workspace.read_manifest(copy / "App", "App"))[0]
        command_name = next(
            word.removeprefix("NAME=")
            for command, _ in guide()
            if command[:2] == ["make", "command"]
            for word in command
            if word.startswith("NAME=")
        )
        with self.subTest(f"{new_name} {command_name} FILE answers through the live client"):
            forecast = self.root / "forecast.txt"
            forecast.write_text("  Sunny, 21 °C\n")
            live = run(copy, str(copy / "App" / ".build" / "shipped" / new_name), command_name, str(forecast))
            self.assertSucceeds(live)
            self.assertEqual(live.stdout, "Sunny, 21 °C\n")

        with self.subTest(f"the copy names {old_name} nowhere"):
            pattern = workspace.name_pattern(workspace.name_spellings(old_name, old_targets))
            tracked = run(copy, "git", "ls-files", "-z").stdout.split("\0")
            found = [
                f"{name}:{number}: {line.strip()}"
                for name in tracked
                if name and not name.endswith((".png", ".wav", ".mp3", ".flac", ".ogg", ".aiff"))
                for number, line in enumerate((copy / name).read_text(errors="replace").splitlines(), 1)
                if pattern.search(line)
            ]
            self.assertEqual(found[:20], [])

        with self.subTest("make test left the copy's files as the guide made them"):
            self.assertEqual(run(copy, "git", "status", "--porcelain").stdout, "")
