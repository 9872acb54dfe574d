"""Shared by Scripts/new-client, Scripts/new-feature, Scripts/new-core, Scripts/new-engine and
Scripts/new-command: names, templates, the workspace, and the ending every scaffold shares:
linking into App/ and redrawing the graph.

Templates live in Scripts/templates. Every `{{Token}}` in a template's path or text is replaced;
the leading block of `import` lines of each Swift file is then sorted, as in the hand-written
packages.
"""

import pathlib
import re
import sys

import app_wiring
import workspace as workspace_layout
from swift_source import format_files, sorted_imports

WORKSPACE = pathlib.Path(__file__).resolve().parent.parent.parent
PACKAGES = WORKSPACE / "Packages"
TEMPLATES = WORKSPACE / "Scripts" / "templates"

# Keywords and reserved words that cannot name a type, from The Swift Programming Language's
# "Lexical Structure", including the capitalised ones (`Any`, `Self`, `Type`, `Protocol`).
RESERVED_WORDS = set(
    """
    associatedtype borrowing class consuming deinit enum extension fileprivate func import init
    inout internal let nonisolated open operator package private precedencegroup protocol public
    rethrows static struct subscript typealias var break case catch continue default defer do else
    fallthrough for guard if in repeat return throw switch where while Any as await false is
    nil self Self super throws true try Type Protocol async actor any some macro
    """.split()
)

# The suffixes that give a package its kind (Scripts/lib/workspace.py), which a name must not end in.
PACKAGE_ROLES = ("Client", "Live", "Feature", "Core", "Engine")
TYPE_NAME = re.compile(r"[A-Z][A-Za-z0-9_]*\Z")
ACCESSOR = re.compile(r"public\s+var\s+(\w+)\s*:\s*(\w+)\s*\{")
EXAMPLE_ENDPOINT = re.compile(
    r"public\s+var\s+(\w+)\s*:\s*@Sendable\s*\(\s*_\s+\w+\s*:\s*String\s*\)\s*async\s+throws\s*->\s*String\s*$",
    re.MULTILINE,
)


class Refusal(Exception):
    """A reason to create nothing, worded for the person who ran the script."""


def refuse(message: str) -> None:
    raise Refusal(message)


def base_name(argument: str, suffix: str, role: str) -> str:
    """The NAME in `<NAME><suffix>`, accepting the argument with or without the suffix.

    Refuses anything that is not a plain, capitalised Swift type name, and reserved words.
    """
    name = argument.strip()
    if name.endswith(suffix):
        name = name[: -len(suffix)]
    if not name:
        refuse(f"Give the {role} a name before {suffix}, such as Weather.")
    if name in RESERVED_WORDS:
        refuse(f"{name!r} is a reserved word in Swift; choose another {role} name.")
    if not TYPE_NAME.match(name):
        refuse(
            f"{name!r} is not a Swift type name: use letters, digits and underscores, starting with "
            f"a capital letter (UpperCamelCase, ASCII), such as Weather."
        )
    if name.endswith(PACKAGE_ROLES):
        refuse(
            f"{name!r} ends in a package role ({', '.join(PACKAGE_ROLES)}). Give the {role} its own "
            f"name, such as Weather: the script adds {suffix}."
        )
    return name


def lower_camel_case(name: str) -> str:
    """`Weather` → `weather`, `HTTPStatus` → `httpStatus`, `URL` → `url`."""
    capitals = re.match(r"[A-Z]+", name).group(0)
    if len(capitals) == len(name) or len(capitals) == 1:
        return capitals.lower() + name[len(capitals):]
    return capitals[:-1].lower() + name[len(capitals) - 1:]


def refuse_existing(*package_names: str) -> None:
    """Refuses a name that a package under Packages/ already has, in any spelling."""
    existing = {path.name.lower(): path.name for path in PACKAGES.iterdir()} if PACKAGES.exists() else {}
    for package in package_names:
        if package.lower() in existing:
            refuse(
                f"Packages/{existing[package.lower()]} already exists; nothing was created. "
                "Choose another name, or remove the folder first."
            )


def fill(text: str, values: dict[str, str]) -> str:
    for token, value in values.items():
        text = text.replace("{{" + token + "}}", value)
    leftover = re.search(r"\{\{\w+\}\}", text)
    if leftover:
        raise SystemExit(f"internal error: the template token {leftover.group(0)} has no value")
    return text


def render(template: str, destination: pathlib.Path, values: dict[str, str]) -> list[pathlib.Path]:
    """Writes the template folder `template` into `destination`, formatted, returning the files
    written: names filled in by the templates' tokens can make a line too long."""
    source = TEMPLATES / template
    written = []
    for path in sorted(source.rglob("*")):
        if not path.is_file():
            continue
        target = destination / fill(str(path.relative_to(source)), values)
        text = fill(path.read_text(), values)
        if target.suffix == ".swift":
            text = sorted_imports(text)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        written.append(target)
    format_files(WORKSPACE, [path for path in written if path.suffix == ".swift"])
    return written


def snippet(name: str, values: dict[str, str]) -> str:
    return fill((TEMPLATES / "feature-examples" / name).read_text(), values)


def package_kind(folder_name: str) -> str:
    """The kind the architecture check and the graph give the folder Packages/`folder_name`."""
    return workspace_layout.package_kind(pathlib.PurePath("Packages", folder_name))


def link_into_app(edit) -> list[str]:
    """Runs `edit` on the workspace's App/ (an `app_wiring.App`), formats what it changed, redraws
    the package graph, and returns what to tell the person who ran the scaffold.

    Without App/, or with an App/ of another shape, the new packages still stand on their own: the
    reason is reported and the graph is redrawn all the same.
    """
    lines = []
    if (WORKSPACE / "App" / "Package.swift").exists():
        app = app_wiring.App(WORKSPACE)
        try:
            edit(app)
        except app_wiring.WiringError as error:
            lines.append(f"not linked into App/: {error}")
        app.format_edited()
        lines[:0] = [f"linked into {relative(path)}" for path in dict.fromkeys(app.edited)]
    else:
        lines.append("not linked into an app: this workspace has no App/Package.swift")
    lines.append(workspace_layout.redraw_graph(WORKSPACE))
    return lines


# The package that holds each shared kind's targets, one target each (Scripts/lib/workspace.py).
KIND_PACKAGES = {kind: name for name, kind in workspace_layout.KIND_PACKAGES.items()}


def manifest_products(folder: pathlib.Path) -> dict[str, list[str]]:
    """The library products of the package in `folder`, with their targets, read by SwiftPM."""
    manifest = workspace_layout.read_manifest(folder, relative(folder))
    return {
        product["name"]: product["targets"]
        for product in manifest["products"]
        if "library" in product["type"]
    }


def list_end(text: str, key: str) -> int:
    """Where the top-level `key: [` list of a manifest closes: the index of its `]`, found by
    counting brackets outside string literals and comments."""
    start = re.search(rf"^  {key}: \[", text, re.MULTILINE)
    if not start:
        refuse(f"the manifest has no top-level `{key}: [` list to add to; add the target by hand.")
    depth, index, in_string = 0, start.end() - 1, False
    while index < len(text):
        character = text[index]
        if in_string:
            in_string = character != '"' or text[index - 1] == "\\"
        elif character == '"':
            in_string = True
        elif text.startswith("//", index):
            index = text.index("\n", index)
            continue
        elif character == "[":
            depth += 1
        elif character == "]":
            depth -= 1
            if depth == 0:
                return index
        index += 1
    refuse(f"the manifest's `{key}: [` list never closes; add the target by hand.")


def append_to_list(text: str, key: str, lines: str) -> str:
    """`text` with `lines` added at the end of its top-level `key: [` list."""
    end = list_end(text, key)
    before = text[:end].rstrip()
    if not before.endswith((",", "[")):
        before += ","
    return f"{before}\n{lines.rstrip()}\n  {text[end:]}"


def scaffold_kind_target(arguments: list[str], kind: str, suffix: str, example: str, next_steps: str) -> None:
    """Adds the target <NAME>`suffix`, with its tests and a library product, to the package that
    holds every target of its kind (Packages/Cores or Packages/Engines), from
    Scripts/templates/`kind`, and redraws the graph: the whole of Scripts/new-core and
    Scripts/new-engine, which differ only in their kind.

    Nothing is linked into App/: a core or an engine is there to be shared, so the packages that
    use it name its product, and until one does it builds and tests with its package, which
    `make test` tests."""
    if len(arguments) != 1 or arguments[0].startswith("-"):
        refuse(f"usage: Scripts/new-{kind} NAME, such as Scripts/new-{kind} {example}")
    name = base_name(arguments[0], suffix, kind)
    target = f"{name}{suffix}"
    holder = PACKAGES / KIND_PACKAGES[kind]
    manifest = holder / "Package.swift"
    if not manifest.exists():
        refuse(f"{relative(holder)} is missing: it holds every {kind} of the workspace, one target each.")
    refuse_existing(target)
    existing = {name.lower() for name in manifest_products(holder)}
    existing |= {path.name.lower() for path in (holder / "Sources").iterdir()} if (holder / "Sources").exists() else set()
    if target.lower() in existing:
        refuse(f"{relative(holder)} already has a target {target}; nothing was created. Choose another name.")
    text = append_to_list(manifest.read_text(), "products", f'    .library(name: "{target}", targets: ["{target}"]),')
    text = append_to_list(
        text,
        "targets",
        f'    .target(name: "{target}"),\n    .testTarget(name: "{target}Tests", dependencies: ["{target}"]),',
    )
    manifest.write_text(text)
    format_files(WORKSPACE, [manifest])
    for path in render(kind, holder, {"Name": name, suffix: target}):
        print(f"created {relative(path)}")
    print(f"added the target {target} and its product to {relative(manifest)}")
    print(workspace_layout.redraw_graph(WORKSPACE))
    print(
        f"\nTest it:   make test-{holder.name}\n"
        + next_steps.format(target=target, package=holder.name, name=name)
    )


def swift_sources(package: str) -> list[pathlib.Path]:
    return sorted((PACKAGES / package / "Sources" / package).rglob("*.swift"))


def accessor(interface: str) -> str:
    """The `DependencyValues` property through which features reach `interface`."""
    for source in swift_sources(interface):
        text = source.read_text()
        for extension in re.finditer(r"extension\s+DependencyValues\s*\{", text):
            for match in ACCESSOR.finditer(text, extension.end()):
                if match.group(2) == interface:
                    return match.group(1)
    refuse(
        f"Packages/{interface} has no `extension DependencyValues` property of type {interface}, "
        "so a feature cannot reach it. Add the accessor, as in Scripts/templates/client/Sources/{{Client}}/Client.swift."
    )


def example_endpoint(interface: str) -> str | None:
    """The first endpoint of the scaffolded shape `(String) async throws -> String`, if any."""
    for source in swift_sources(interface):
        match = EXAMPLE_ENDPOINT.search(source.read_text())
        if match:
            return match.group(1)
    return None


def relative(path: pathlib.Path) -> str:
    return str(path.relative_to(WORKSPACE))


def run(main) -> None:
    try:
        main(sys.argv[1:])
    except Refusal as refusal:
        print(f"error: {refusal}", file=sys.stderr)
        sys.exit(1)
