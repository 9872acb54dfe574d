"""Proves that Scripts/drop-examples refuses a work tree with changes and changes nothing then.

What the drop leaves is proved by Scripts/tests/copy_test.py, which runs it as the guide says and
then builds and tests the copy."""

import script_testing
from script_testing import copy_work_tree, run


class DropExamplesTest(script_testing.ScriptTestCase):
    def test_a_work_tree_with_changes_is_refused_and_left_as_it_was(self) -> None:
        copy = copy_work_tree(self.root / "workspace")
        readme = copy / "README.md"
        readme.write_text(readme.read_text() + "\nan edit\n")
        before = run(copy, "git", "status", "--porcelain").stdout
        result = run(copy, "Scripts/drop-examples")
        self.assertEqual(result.returncode, 2, result.stdout + result.stderr)
        self.assertIn("the work tree has changes; commit or stash them first, so the drop is its own diff", result.stderr)
        self.assertEqual(run(copy, "git", "status", "--porcelain").stdout, before)
