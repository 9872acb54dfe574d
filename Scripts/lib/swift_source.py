"""Edits of Swift source text that the scripts share."""

import pathlib
import subprocess


def sorted_imports(text: str) -> str:
    """`text` with its leading block of `import` lines sorted by module and without repeats, as the
    hand-written sources have them."""
    lines = text.split("\n")
    count = 0
    while count < len(lines) and lines[count].startswith("import "):
        count += 1
    block = sorted(set(lines[:count]), key=lambda line: line.split()[1])
    return "\n".join(block + lines[count:])


def format_files(workspace: pathlib.Path, files: list[pathlib.Path]) -> None:
    """Formats `files` with the toolchain's swift-format and the workspace's .swift-format, as
    `make format` would, so that what a script writes passes `make test`'s lint."""
    if not files:
        return
    configuration = workspace / ".swift-format"
    options = ["--configuration", str(configuration)] if configuration.exists() else []
    subprocess.run(["swift", "format", "--in-place", *options, *map(str, files)], check=True)
