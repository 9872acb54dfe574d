"""Proves Scripts/rename-app on a copy of the workspace: it refuses a bad name and a work tree with
changes, and otherwise leaves no spelling of the old name in App/, the Makefile or the README,
moves the target's folders and files, and says so when run again with the same name.

Building the renamed app is left to the copy test, which builds it anyway; this one takes seconds.
"""

import random
import string

import script_testing
import workspace
from script_testing import WORKSPACE, commit, copy_work_tree, run

# The app's names before the rename, read as the architecture check reads them.
OLD_NAME, OLD_TARGETS = workspace.app_executable(workspace.read_manifest(WORKSPACE / "App", "App"))
OLD_SPELLINGS = workspace.name_spellings(OLD_NAME, OLD_TARGETS)
# A new name that no file spells: rename-app refuses a name the scripts already use, and a fixed
# one here would be such a name for a team that chose it for its app.
NEW_WORD = "".join(random.choices(string.ascii_lowercase, k=10))
NEW_NAME = f"{NEW_WORD}-cli"
NEW_TARGET = f"{NEW_WORD.capitalize()}CLI"


class RenameAppTest(script_testing.ScriptTestCase):
    def test_renaming_a_copy(self) -> None:
        """One copy through refusals, the rename and a second run, each a subtest that builds on
        those before it."""
        copy = copy_work_tree(self.root / "workspace")
        with self.subTest("a bad name, changes in the work tree and a name the scripts spell are refused"):
            for bad in (NEW_WORD.capitalize(), f"{NEW_WORD}_cli", f"-{NEW_WORD}", f"{NEW_WORD}--cli", ""):
                result = run(copy, "Scripts/rename-app", bad)
                self.assertEqual(result.returncode, 2, f"accepted {bad!r}: {result.stdout}{result.stderr}")
            (copy / "README.md").write_text((copy / "README.md").read_text() + "\nan edit\n")
            result = run(copy, "Scripts/rename-app", NEW_NAME)
            self.assertEqual(result.returncode, 2, result.stdout)
            self.assertIn("changes", result.stderr)
            self.assertSucceeds(run(copy, "git", "checkout", "--", "README.md"))
            # rename-app's own usage spells sea-cli: an app of that name would fail the architecture check.
            result = run(copy, "Scripts/rename-app", "sea-cli")
            self.assertEqual(result.returncode, 2, result.stdout)
            self.assertIn("the scripts already spell 'sea-cli'", result.stderr)

        with self.subTest("it renames the app everywhere and moves its folders and files"):
            self.assertSucceeds(run(copy, "Scripts/rename-app", NEW_NAME), f"to {NEW_NAME} ({NEW_TARGET})")
            listing = run(copy, "git", "ls-files", "App").stdout.split()
            self.assertIn(f"App/Sources/{NEW_TARGET}/{NEW_TARGET}.swift", listing)
            self.assertEqual([path for path in listing if OLD_TARGETS[0] in path], [])
            old_name = workspace.name_pattern(OLD_SPELLINGS)
            for path in ["Makefile", "README.md", *listing]:
                found = old_name.search((copy / path).read_text(encoding="utf-8", errors="ignore"))
                self.assertIsNone(found, f"{path} still says {found and found.group(0)}")
            manifest = (copy / "App" / "Package.swift").read_text()
            self.assertIn(f'.executable(name: "{NEW_NAME}", targets: ["{NEW_TARGET}"])', manifest)
            identity = copy / f"App/Sources/{NEW_TARGET}/Composition/AppIdentity.swift"
            self.assertIn(f"{NEW_WORD.upper()}_CLI_", identity.read_text())

        with self.subTest("run again with the same name, it says there is nothing left to do"):
            commit(copy, "renamed")
            self.assertSucceeds(run(copy, "Scripts/rename-app", NEW_NAME), f"already called {NEW_NAME}")
