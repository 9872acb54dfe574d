"""Edits of Swift source text that the scripts share."""


def sorted_imports(text: str) -> str:
    """`text` with its leading block of `import` lines sorted by module and without repeats, as the
    hand-written sources have them."""
    lines = text.split("\n")
    count = 0
    while count < len(lines) and lines[count].startswith("import "):
        count += 1
    block = sorted(set(lines[:count]), key=lambda line: line.split()[1])
    return "\n".join(block + lines[count:])
