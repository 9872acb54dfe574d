"""What the scripts' tests (Scripts/tests/*_test.py) share, on the standard library's unittest.

Each test runs the workspace's scripts as a person would, as processes, in a temporary folder of
its own that is removed when the test ends, and asserts on their status, their output and the files
they leave. `Scripts/test-scripts` runs them."""

import os
import pathlib
import shutil
import signal
import subprocess
import tempfile
import unittest
import unittest.mock

from fixture_workspace import WORKSPACE  # noqa: F401 (for the tests)

# Who commits in the tests' repositories, whatever the machine's git configuration says.
AUTHOR = {
    "GIT_AUTHOR_NAME": "script-tests",
    "GIT_AUTHOR_EMAIL": "script-tests@localhost",
    "GIT_COMMITTER_NAME": "script-tests",
    "GIT_COMMITTER_EMAIL": "script-tests@localhost",
}

# What a make running the tests passes to the makes below it, which would then print "Entering
# directory" lines among a script's output: scripts run here as a person types them.
PARENT_MAKE = ("MAKELEVEL", "MAKEFLAGS", "MFLAGS")


def run(
    folder: pathlib.Path, *command: str, timeout: float | None = None, environment: dict | None = None
) -> subprocess.CompletedProcess:
    """Runs `command` in `folder` and captures what it prints; `environment` adds to the inherited one.

    The command runs in a process group of its own, which is killed whole when it times out or the
    test is interrupted: `subprocess.run` would kill only `make`, and a copy's `make test` left its
    builds running for an hour and a half after its test was stopped."""
    inherited = {name: value for name, value in os.environ.items() if name not in PARENT_MAKE}
    with subprocess.Popen(
        list(command),
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**inherited, **(environment or {})},
        start_new_session=True,
    ) as process:
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except BaseException:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            raise
        return subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)


def commit(repository: pathlib.Path, message: str) -> None:
    """Commits everything in the work tree at `repository`, as a person would after each step."""
    subprocess.run(["git", "add", "-A"], cwd=repository, check=True)
    subprocess.run(
        ["git", "commit", "-q", "--allow-empty", "-m", message], cwd=repository, check=True, env={**os.environ, **AUTHOR}
    )


def copy_work_tree(destination: pathlib.Path) -> pathlib.Path:
    """This work tree as a fresh clone of it would hold it (tracked files, and untracked ones git does
    not ignore), committed in a repository of its own at `destination`."""
    listing = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=WORKSPACE,
        capture_output=True,
        check=True,
    )
    for name in listing.stdout.decode().split("\0"):
        source = WORKSPACE / name
        if name and source.is_file():
            target = destination / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=destination, check=True)
    commit(destination, "The template, cloned")
    return destination


def edit(path: pathlib.Path, old: str, new: str) -> None:
    """Replaces the first `old` in the file at `path`, which must contain it."""
    text = path.read_text()
    if old not in text:
        raise AssertionError(f"{path} does not contain {old!r}")
    path.write_text(text.replace(old, new, 1))


def output(result: subprocess.CompletedProcess, last: int = 3000) -> str:
    """The end of what `result` printed, both streams, as much as a failure message should show."""
    return (result.stdout + result.stderr)[-last:]


class ScriptTestCase(unittest.TestCase):
    """A test with a fresh temporary folder, `self.root`, and assertions about scripts' results."""

    maxDiff = None

    def setUp(self) -> None:
        folder = tempfile.TemporaryDirectory(prefix=f"{type(self).__name__}-")
        self.addCleanup(folder.cleanup)
        self.root = pathlib.Path(folder.name)
        # What the scripts, SwiftPM and the tests they run leave in the temporary folder (build
        # locks, scratch folders, test homes) goes with the test's own folder, not into /tmp.
        temporary = self.root / "tmp"
        temporary.mkdir()
        environment = unittest.mock.patch.dict(os.environ, {"TMPDIR": str(temporary)})
        environment.start()
        self.addCleanup(environment.stop)

    def assertSucceeds(self, result: subprocess.CompletedProcess, *phrases: str) -> None:
        """Asserts that `result` exited 0 and printed each of `phrases`, on either stream."""
        command = " ".join(map(str, result.args))
        self.assertEqual(result.returncode, 0, f"{command} failed:\n{output(result)}")
        for phrase in phrases:
            self.assertIn(phrase, result.stdout + result.stderr, f"expected in the output of {command}")

    def assertFails(self, result: subprocess.CompletedProcess, *phrases: str) -> None:
        """Asserts that `result` exited with an error and printed each of `phrases`, on either stream."""
        command = " ".join(map(str, result.args))
        self.assertNotEqual(result.returncode, 0, f"expected {command} to fail, it passed:\n{output(result)}")
        for phrase in phrases:
            self.assertIn(phrase, result.stdout + result.stderr, f"expected in the output of {command}")
