"""The workspace as every script sees it: its packages, their kinds, their manifests, the app's name.

One classifier, so that Scripts/check-architecture, Scripts/graph and the scaffolders can never
disagree about what a package or a target is. Kinds come from folder and target names:

  app        App/, the composition root
  live       Packages/*Live, live implementations on C libraries
  engine     Packages/Engines (or any Packages/*Engine): live machinery that several live
             packages share (a transport, a self-pipe, atomic files, process spawning), on C
             libraries; only live packages, App, other engines and tests, fuzzers and benchmarks
             may use it
  feature    Packages/*Feature
  support    Packages/Support (or any Packages/*Support), and every target named *Support
             wherever it lives: used only by tests, fuzzers and benchmarks
  interface  every other package under Packages/
  core       Packages/Cores (or any Packages/*Core), pure Swift rules and value types that any
             package may share, on nothing but other cores

Each client, live implementation and feature is a package of its own, which its people own and
test alone. Shared machinery of one kind is different: the cores are targets of one package, the
engines of another, the support of a third, so that a new home costs a target, not a package, and
a package that uses one of them builds that target alone. A target has its package's kind, but a
target named *Support is support wherever it lives: a client's fake for tests sits beside the
client, and the rules still keep it out of everything that ships.

Interfaces held shared rules only because nothing else could, and live packages could not share
machinery: a core and an engine give each shared mechanism one home of the right weight.
"""

import json
import pathlib
import re
import subprocess
import sys

# Top to bottom, as the graph draws them: who may depend on whom runs downwards.
KINDS = ("app", "feature", "live", "engine", "support", "interface", "core")
APP_FOLDER = "App"
# The packages that hold the targets of one kind, one target each.
KIND_PACKAGES = {"Cores": "core", "Engines": "engine", "Support": "support"}


def package_kind(folder: str | pathlib.PurePath) -> str:
    """The kind of the package in `folder`, a path relative to the workspace such as Packages/NewsClient."""
    path = pathlib.PurePath(folder)
    if path.as_posix() == APP_FOLDER:
        return "app"
    if path.name in KIND_PACKAGES:
        return KIND_PACKAGES[path.name]
    if path.name.endswith("Live"):
        return "live"
    if path.name.endswith("Feature"):
        return "feature"
    if path.name.endswith("Support"):
        return "support"
    if path.name.endswith("Core"):
        return "core"
    if path.name.endswith("Engine"):
        return "engine"
    return "interface"


def target_kind(package: str, target: str) -> str:
    """The kind of the target named `target` of a package of kind `package`: its package's, but
    support for any target named *Support outside App, such as a client's fake for tests."""
    if package != "app" and target.endswith("Support"):
        return "support"
    return package


def package_folders(workspace: pathlib.Path) -> list[str]:
    """Every package's folder relative to `workspace`, as Scripts/list-packages of that workspace finds them."""
    listing = subprocess.run(
        [str(workspace / "Scripts" / "list-packages")], capture_output=True, text=True, check=True
    )
    return listing.stdout.split()


def read_manifest(folder: pathlib.Path, label: str) -> dict:
    """The manifest of the package in `folder` as `swift package dump-package` gives it."""
    result = subprocess.run(["swift", "package", "dump-package"], cwd=folder, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"error: cannot read {label}/Package.swift:\n{result.stderr}")
    return json.loads(result.stdout)


def app_executable(app_manifest: dict) -> tuple[str, list[str]]:
    """The app's executable product: its name (such as sea-cli) and its targets (SeaCLI)."""
    executables = [product for product in app_manifest["products"] if "executable" in product["type"]]
    if len(executables) != 1:
        names = ", ".join(product["name"] for product in executables) or "none"
        raise SystemExit(
            f"error: App/Package.swift must declare exactly one executable product, the app; it declares {names}."
        )
    return executables[0]["name"], executables[0]["targets"]


def name_spellings(app_name: str, target_names: list[str]) -> list[str]:
    """The spellings of the app's name a copy of the template must not leave behind.

    `sea-cli` with the target `SeaCLI` gives sea-cli, sea_cli, SEA_CLI, SeaCli and SeaCLI.
    """
    words = [word for word in re.split(r"[-_ .]+|(?<=[a-z0-9])(?=[A-Z])", app_name) if word]
    spellings = [
        "-".join(word.lower() for word in words),
        "_".join(word.lower() for word in words),
        "_".join(word.upper() for word in words),
        "".join(word.capitalize() for word in words),
        *target_names,
    ]
    return list(dict.fromkeys(spellings))


def name_pattern(spellings: list[str]) -> re.Pattern:
    """Matches any spelling as a whole name: `SeaCli` is not found in `SeaClient`, nor
    `sea-cli` in `sea-client`."""
    return re.compile(
        "|".join(rf"(?<![A-Za-z0-9]){re.escape(spelling)}(?![a-z0-9])" for spelling in spellings)
    )


def redraw_graph(workspace: pathlib.Path) -> str:
    """Redraws docs/architecture.* with Scripts/graph after a script changed the packages, and says
    how it went: `make test` fails while the committed picture does not match the manifests."""
    graph = subprocess.run([str(workspace / "Scripts" / "graph")], cwd=workspace, capture_output=True, text=True)
    if graph.returncode == 0:
        return "redrew docs/"
    return f"could not redraw docs/ ({graph.stderr.strip()}); run make graph"


def refuse_changes(workspace: pathlib.Path, change: str) -> bool:
    """Says why and returns True when the work tree has uncommitted changes: a script that rewrites
    the workspace (`change`, such as "the rename") runs on a clean tree, so that its work is its
    own diff, easy to review and to undo."""
    status = subprocess.run(["git", "status", "--porcelain"], cwd=workspace, capture_output=True, text=True, check=True)
    if not status.stdout.strip():
        return False
    print(f"error: the work tree has changes; commit or stash them first, so {change} is its own diff.", file=sys.stderr)
    return True
