"""Links new packages and commands into App/, the composition root, for the scaffolders.

App/ is the one place that names every package the app uses, so every scaffold must end there:
a client's interface and live package in App/Package.swift and in `LiveImplementations.clients`
(so the app refuses to start without it), a feature in App/Package.swift, a command in the root
command's `subcommands`. Doing it here rather than printing lines to paste keeps the copy flow to
commands a script can run and a test can prove.

Each edit is idempotent and inserts into a list the file already has, found by its own text; the
edited Swift files are then formatted with the repository's .swift-format, so `make test`'s lint
passes. A file that does not have the expected list is reported, and nothing is guessed.
"""

import pathlib
import re

import workspace as workspace_layout
from swift_source import format_files, sorted_imports

PACKAGE_DEPENDENCIES = re.compile(r"^  dependencies: \[\n", re.MULTILINE)
LOCAL_PACKAGE = re.compile(r'^    \.package\(path: "\.\./Packages/\w+"\),\n', re.MULTILINE)
LOCAL_PACKAGE_NAME = re.compile(r'\.package\(path: "\.\./Packages/(\w+)"\)')
CLIENTS = re.compile(r"(static var clients: \[any TestDependencyKey\.Type\] \{\s*\[)([^\]]*)(\])")
SUBCOMMANDS = re.compile(r"(subcommands: \[)([^\]]*)(\])")


class WiringError(Exception):
    """App/ does not have the shape the scaffolders edit; the message says what to add by hand."""


class App:
    """The app of the workspace at `root`, as the scaffolders edit it."""

    def __init__(self, root: pathlib.Path):
        self.root = root
        self.folder = root / "App"
        self.manifest_file = self.folder / "Package.swift"
        self.product, targets = workspace_layout.app_executable(
            workspace_layout.read_manifest(self.folder, "App")
        )
        self.target = targets[0]
        self.sources = self.folder / "Sources" / self.target
        self.tests = self.folder / "Tests" / f"{self.target}Tests"
        self.edited: list[pathlib.Path] = []

    def link_package(self, package: str) -> None:
        """Adds Packages/`package` to the app's package dependencies and its product to the app's
        executable target, after the local packages already there."""
        text = self.manifest_file.read_text()
        declaration = f'    .package(path: "../Packages/{package}"),\n'
        if declaration not in text:
            match = PACKAGE_DEPENDENCIES.search(text)
            if not match:
                raise WiringError(f"App/Package.swift has no `dependencies: [` list; add {declaration.strip()} by hand.")
            text = insert_after_last(text, match.end(), LOCAL_PACKAGE, declaration)
        product = f'        .product(name: "{package}", package: "{package}"),\n'
        if product not in text:
            target = re.search(
                rf'\.executableTarget\(\s*name: "{re.escape(self.target)}",\s*dependencies: \[\n', text
            )
            if not target:
                raise WiringError(
                    f"App/Package.swift has no `.executableTarget(name: \"{self.target}\", dependencies: [` "
                    f"list; add {product.strip()} by hand."
                )
            local = "|".join(re.escape(name) for name in LOCAL_PACKAGE_NAME.findall(text))
            local_product = re.compile(rf'^        \.product\(name: "\w+", package: "(?:{local})"\),\n', re.MULTILINE)
            text = insert_after_last(text, target.end(), local_product, product)
        self._write(self.manifest_file, text)

    def require_live_implementation(self, client: str) -> None:
        """Lists `client` in `LiveImplementations.clients`, so the app refuses to start without its
        live package."""
        file = self._source_named("LiveImplementations.swift")
        text = file.read_text()
        match = CLIENTS.search(text)
        if not match:
            raise WiringError(f"{self._relative(file)} has no `clients` list; add {client}.self to it by hand.")
        entries = [entry.strip() for entry in match.group(2).split(",") if entry.strip()]
        if f"{client}.self" not in entries:
            entries.append(f"{client}.self")
            text = text[: match.start(2)] + ", ".join(entries) + text[match.end(2):]
        self._write(file, sorted_imports(f"import {client}\n" + text))

    def add_subcommand(self, command_type: str, module: str | None = None) -> None:
        """Adds `command_type` to the root command's `subcommands`."""
        file = self.root_command()
        text = file.read_text()
        match = SUBCOMMANDS.search(text)
        if not match:
            raise WiringError(f"{self._relative(file)} has no `subcommands: [` list; add {command_type}.self by hand.")
        entries = [entry.strip() for entry in match.group(2).split(",") if entry.strip()]
        if f"{command_type}.self" not in entries:
            entries.append(f"{command_type}.self")
            text = text[: match.start(2)] + ", ".join(entries) + text[match.end(2):]
        self._write(file, text if module is None else sorted_imports(f"import {module}\n" + text))

    def root_command(self) -> pathlib.Path:
        """The file of the `@main` command."""
        for file in sorted(self.sources.rglob("*.swift")):
            if re.search(r"^@main\b", file.read_text(), re.MULTILINE):
                return file
        raise WiringError(f"no file under {self._relative(self.sources)} declares the @main command.")

    def format_edited(self) -> None:
        """Formats what was edited, as `make format` would."""
        format_files(self.root, list(dict.fromkeys(self.edited)))

    def _source_named(self, name: str) -> pathlib.Path:
        found = sorted(self.sources.rglob(name))
        if not found:
            raise WiringError(f"no {name} under {self._relative(self.sources)}.")
        return found[0]

    def _write(self, file: pathlib.Path, text: str) -> None:
        if file.read_text() != text:
            file.write_text(text)
            self.edited.append(file)

    def _relative(self, path: pathlib.Path) -> str:
        return str(path.relative_to(self.root))


def insert_after_last(text: str, start: int, entry: re.Pattern, line: str) -> str:
    """`text` with `line` inserted after the run of `entry` lines that begins at `start`, or at
    `start` when the list begins with something else."""
    end = start
    while match := entry.match(text, end):
        end = match.end()
    return text[:end] + line + text[end:]
