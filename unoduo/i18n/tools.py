"""Catalog tooling for developers and CI: extract the messages of the source tree, compare them with
``messages.pot`` and the ``.po`` files, and say precisely what is missing, stale, untranslated or broken.

``python -m unoduo.i18n.tools check`` prints the problems (exit status 1 if any); ``python -m unoduo.i18n.tools
update`` runs the extraction and merge of docs/i18n.md (``pybabel extract`` + ``pybabel update``). The same
functions back ``tests/i18n/test_catalogs.py``. They read ``babel.cfg`` at the root of a source checkout.
"""

from __future__ import annotations

import ast
import os
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import DEFAULT_LANGUAGE, DOMAIN, LANGUAGES, LOCALE_DIR, PLACEHOLDER_RE, POT_FILE

ROOT = LOCALE_DIR.parent.parent
MAPPING_FILE = ROOT / "babel.cfg"
COMMENT_TAGS = ("TRANSLATORS:",)
#: The languages with a ``.po`` file (every player language but the source language).
TRANSLATED_LANGUAGES = tuple(code for code in LANGUAGES if code != DEFAULT_LANGUAGE)
#: The browser's translation functions (unoduo/web/static/js/i18n.js); babel.cfg names them for the extractor.
JS_KEYWORDS = ("t", "nt", "tMark")
#: The Python ones: gettext's, and the message builders of ``unoduo.present`` (babel.cfg names msg and nmsg).
PYTHON_KEYWORDS = ("_", "gettext", "ngettext", "N_", "msg", "nmsg")

MessageId = str | tuple[str, str]


@dataclass(frozen=True)
class Extracted:
    """One message found in the source: its id (a string, or singular and plural) and where."""

    msgid: MessageId
    locations: tuple[tuple[str, int], ...]


def mapping() -> tuple[list[tuple[str, str]], dict[str, dict[str, Any]]]:
    """``babel.cfg`` parsed as Babel's (method_map, options_map)."""
    from babel.messages.frontend import parse_mapping_cfg

    with MAPPING_FILE.open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle, str(MAPPING_FILE))  # type: ignore[no-untyped-call]
    return method_map, options_map


def extract(root: Path = ROOT) -> dict[MessageId, Extracted]:
    """Every message of the tree as ``pybabel extract -F babel.cfg`` sees it, keyed by msgid."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    method_map, options_map = mapping()
    found: dict[MessageId, list[tuple[str, int]]] = {}
    for filename, lineno, message, _comments, _context in extract_from_dir(
        str(root), method_map, options_map, keywords=DEFAULT_KEYWORDS, comment_tags=COMMENT_TAGS
    ):
        msgid: MessageId = (message[0], message[1]) if isinstance(message, tuple | list) else message
        if isinstance(msgid, tuple) and (not msgid[0] or not msgid[1]):
            continue
        if not msgid:
            continue
        found.setdefault(msgid, []).append((filename, lineno))
    return {msgid: Extracted(msgid, tuple(places)) for msgid, places in found.items()}


def load_pot() -> Any:
    """``messages.pot`` as a Babel catalog."""
    from babel.messages.pofile import read_po

    with POT_FILE.open("rb") as handle:
        return read_po(handle)


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def load_po(language: str) -> Any:
    """The ``.po`` file of ``language`` as a Babel catalog (obsolete entries in ``catalog.obsolete``)."""
    from babel.messages.pofile import read_po

    with po_path(language).open("rb") as handle:
        return read_po(handle, locale=language)


def message_ids(catalog: Iterable[Any]) -> set[MessageId]:
    """The msgids of a catalog, plural ones as (singular, plural) tuples."""
    ids: set[MessageId] = set()
    for message in catalog:
        if not message.id:
            continue
        ids.add((message.id[0], message.id[1]) if isinstance(message.id, tuple | list) else message.id)
    return ids


def singular_messages(catalog: Iterable[Any]) -> dict[str, str]:
    """msgid -> translation for the translated, non-fuzzy, non-plural messages."""
    return {
        m.id: m.string for m in catalog if m.id and isinstance(m.id, str) and m.string and not m.fuzzy
    }


def plural_messages(catalog: Iterable[Any]) -> dict[tuple[str, str], tuple[str, ...]]:
    """(singular, plural) -> forms for the translated, non-fuzzy plural messages."""
    return {
        (m.id[0], m.id[1]): tuple(m.string)
        for m in catalog
        if m.id and isinstance(m.id, tuple | list) and all(m.string) and not m.fuzzy
    }


def placeholders(text: str) -> Counter[str]:
    """The placeholders of ``text`` with their counts: ``{name}``, ``{0}``, ``${name}``, ``%(name)s``, ``%d``."""
    return Counter(match.group(0) for match in PLACEHOLDER_RE.finditer(text) if match.group(0) != "%%")


def tags(text: str) -> Counter[str]:
    """The HTML tags of ``text`` (``<bdi>``, ``</b>`` ...), which a translation must keep too."""
    return Counter(re.findall(r"</?[A-Za-z][^<>]*>", text))


def _describe(msgid: MessageId) -> str:
    return repr(msgid[0]) + " (plural)" if isinstance(msgid, tuple) else repr(msgid)


def template_problems(extracted: dict[MessageId, Extracted] | None = None) -> list[str]:
    """What differs between the source tree and ``messages.pot`` (new strings, stale strings)."""
    extracted = extract() if extracted is None else extracted
    if not POT_FILE.exists():
        return [f"{POT_FILE.relative_to(ROOT)} is missing: run the extraction of docs/i18n.md"]
    in_template = message_ids(load_pot())
    problems = []
    for msgid in sorted(set(extracted) - in_template, key=str):
        where = ", ".join(f"{path}:{line}" for path, line in extracted[msgid].locations[:3])
        problems.append(f"messages.pot: new message {_describe(msgid)} from {where} (run pybabel extract)")
    for msgid in sorted(in_template - set(extracted), key=str):
        problems.append(f"messages.pot: stale message {_describe(msgid)} no longer in the source (run pybabel extract)")
    return problems


def translation_problems(language: str, template: Any | None = None) -> list[str]:
    """What is wrong with ``language``'s ``.po`` against ``messages.pot``: missing, untranslated, fuzzy, obsolete
    or unknown messages, a placeholder or tag not kept, a wrong plural header."""
    from babel import Locale
    from babel.messages.plurals import get_plural

    path = po_path(language)
    if not path.exists():
        return [f"{language}: {path.relative_to(ROOT)} is missing (pybabel init -l {language})"]
    template = load_pot() if template is None else template
    catalog = load_po(language)
    problems = []
    expected_plural = get_plural(Locale.parse(language))
    if (catalog.num_plurals, catalog.plural_expr) != (expected_plural.num_plurals, expected_plural.plural_expr):
        problems.append(f"{language}: Plural-Forms is {catalog.plural_forms!r}, CLDR says {expected_plural!s}")
    wanted = message_ids(template)
    have = message_ids(catalog)
    for msgid in sorted(wanted - have, key=str):
        problems.append(f"{language}: missing {_describe(msgid)} (run pybabel update)")
    for msgid in sorted(have - wanted, key=str):
        problems.append(f"{language}: {_describe(msgid)} is not in messages.pot (run pybabel update)")
    for msgid in catalog.obsolete:
        problems.append(f"{language}: obsolete entry {_describe(msgid)} (run pybabel update --ignore-obsolete)")
    for message in catalog:
        if not message.id:
            continue
        label = f"{language}: {_describe(message.id)}"
        if message.fuzzy:
            problems.append(f"{label} is fuzzy (check the translation, then drop the fuzzy flag)")
        if isinstance(message.id, tuple | list):
            forms = message.string if isinstance(message.string, tuple | list) else (message.string,)
            if len(forms) != catalog.num_plurals or not all(forms):
                problems.append(f"{label} is untranslated (needs {catalog.num_plurals} plural forms)")
                continue
            expected_ph, expected_tags = placeholders(message.id[1]), tags(message.id[1])
        else:
            forms = (message.string,)
            if not message.string:
                problems.append(f"{label} is untranslated")
                continue
            expected_ph, expected_tags = placeholders(message.id), tags(message.id)
        for index, form in enumerate(forms):
            which = f" form {index}" if len(forms) > 1 else ""
            if placeholders(form) != expected_ph:
                problems.append(
                    f"{label}{which}: placeholders {sorted(placeholders(form).elements())} "
                    f"instead of {sorted(expected_ph.elements())}"
                )
            if tags(form) != expected_tags:
                problems.append(f"{label}{which}: tags {sorted(tags(form))} instead of {sorted(expected_tags)}")
    return problems


_JS_CALL_RE = re.compile(
    r"(?<![\w.$])(?P<name>nt|tMark|t)\(\s*(?P<q>[\"'`])(?P<text>(?:\\.|(?!(?P=q)).)*)(?P=q)", re.S
)
_JS_DYNAMIC_RE = re.compile(r"(?<![\w.$])(?P<name>nt|tMark|t)\(\s*(?![\"'`\s)])")


def _js_unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def _js_files(root: Path) -> list[Path]:
    static = root / "unoduo" / "web" / "static"
    return sorted([*static.glob("*.js"), *(static / "js").rglob("*.js")])


def source_problems(root: Path = ROOT, extracted: dict[MessageId, Extracted] | None = None) -> list[str]:
    """Marked strings the extractor cannot see or translate: a literal ``t("...")`` of the front end that Babel's
    JavaScript extractor missed (template literals, htm), ``t(variable)`` or ``_(f"...")`` calls."""
    extracted = extract(root) if extracted is None else extracted
    singulars = {m[0] if isinstance(m, tuple) else m for m in extracted}
    problems = []
    for path in _js_files(root):
        text = path.read_text(encoding="utf-8")
        relative = path.relative_to(root)
        for match in _JS_CALL_RE.finditer(text):
            if path.name == "i18n.js":
                continue  # the definitions themselves
            line = text.count("\n", 0, match.start()) + 1
            literal = _js_unescape(match.group("text"))
            if match.group("q") == "`" and "${" in literal:
                problems.append(f"{relative}:{line}: {match.group('name')}(`...${{...}}`) interpolates before "
                                "translating; use a {placeholder} and params")
            elif literal not in singulars:
                problems.append(f"{relative}:{line}: the extractor does not see {match.group('name')}({literal!r})")
        for match in _JS_DYNAMIC_RE.finditer(text):
            if path.name == "i18n.js":
                continue
            line = text.count("\n", 0, match.start()) + 1
            snippet = text[match.start():match.start() + 40].split("\n")[0]
            problems.append(f"{relative}:{line}: {snippet!r}: the argument is not a string literal, so it is never "
                            "extracted (mark the literal with tMark(\"...\") where it is written)")
    for path in sorted((root / "unoduo").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        relative = path.relative_to(root)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id not in PYTHON_KEYWORDS or not node.args:
                continue
            for arg in node.args[: 2 if node.func.id in ("ngettext", "nmsg") else 1]:
                if isinstance(arg, ast.JoinedStr) or (
                    isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and arg.func.attr == "format"
                ) or (isinstance(arg, ast.BinOp)):
                    problems.append(f"{relative}:{node.lineno}: {node.func.id}() of a computed string (f-string, "
                                    ".format() or %/+): translate the template, then fill it")
    return problems


def problems(languages: Iterable[str] = TRANSLATED_LANGUAGES) -> Iterator[str]:
    """Every problem of the source, the template and the catalogs, as readable lines."""
    extracted = extract()
    yield from source_problems(extracted=extracted)
    yield from template_problems(extracted)
    if POT_FILE.exists():
        template = load_pot()
        for language in languages:
            yield from translation_problems(language, template)


def update() -> None:
    """``pybabel extract`` then ``pybabel update`` with the project's settings (docs/i18n.md)."""
    from babel.messages.frontend import CommandLineInterface

    cli = CommandLineInterface()
    previous = Path.cwd()
    os.chdir(ROOT)  # pybabel writes source locations relative to the working directory
    try:
        extract_args = ["pybabel", "-q", "extract", "-F", "babel.cfg", "-c", "TRANSLATORS:", "--add-location=file",
                        "--sort-output", "--project", "unoduo", "--copyright-holder", "unoduo contributors",
                        "-o", str(POT_FILE.relative_to(ROOT)), "."]
        cli.run(extract_args)  # type: ignore[no-untyped-call]
        for language in TRANSLATED_LANGUAGES:
            command = "update" if po_path(language).exists() else "init"
            args = ["pybabel", "-q", command, "-i", str(POT_FILE.relative_to(ROOT)), "-d",
                    str(LOCALE_DIR.relative_to(ROOT)), "-D", DOMAIN, "-l", language]
            if command == "update":
                args.append("--ignore-obsolete")
            cli.run(args)  # type: ignore[no-untyped-call]
    finally:
        os.chdir(previous)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args == ["update"]:
        update()
        args = ["check"]
    if args != ["check"]:
        print("usage: python -m unoduo.i18n.tools check|update", file=sys.stderr)
        return 2
    found = list(problems())
    for line in found:
        print(line)
    print(f"{len(found)} problem(s)" if found else "catalogs complete: no problems", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
