"""The glossary (unoduo.present.glossary) defines every word the game's log and prompts use, in every language.

The sentences are read from the source of the narrator and the prompts (every literal ``msg``/``nmsg`` msgid of
unoduo/present/narrate.py and choices.py); each of their words is either a game word the glossary explains or
a plain English word listed below. A new word in the log fails here until it is defined (or listed as plain).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from unoduo.core.cards import CODES
from unoduo.present import Message, render
from unoduo.present.glossary import GLOSSARY, glossary_schema, glossary_words
from unoduo.present.rulebook import rulebook_schema

PRESENT = Path(__file__).resolve().parents[2] / "unoduo" / "present"
LANGUAGES = ("en", "ml", "kn", "ur")

#: The words of the game's sentences that are plain English (no game meaning to explain).
PLAIN = set("""
a acts after again all an and are back bad be can cancel cannot choose choosing continue could decides deciding
did do don each ending ends enter every far first for from go goes has higher hold if in instead into is it its
keep kept last lay lays left legal let lose loses lower marked may must name new next no nobody not now of off on
one or order out over own passes pick player reaches repeated same so someone take the their them then they
thinking to took turned under undo up was went were when whether whom whose win wins with without you your yours
""".split())

#: Game words the brief names: they must be in the log and in the glossary (the check reads real sentences).
NAMED = {"volley", "draft", "dump", "challenge", "catch", "stack", "reject", "uno"}


def log_sentences() -> set[str]:
    """Every literal msgid of the narration, prompts and choices."""
    ids: set[str] = set()
    for name in ("narrate.py", "choices.py"):
        for node in ast.walk(ast.parse((PRESENT / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("msg", "nmsg"):
                ids.update(a.value for a in node.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str))
    return ids


def log_words() -> set[str]:
    """The words of those sentences, lower case, placeholders and key letters left out."""
    words: set[str] = set()
    for sentence in log_sentences():
        text = re.sub(r"\{[^}]*\}|\([A-Z](, [^)]*)?\)", " ", sentence)
        words.update(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z-]*[A-Za-z]|[A-Za-z]", text) if len(w) > 1)
    return words


def test_the_check_reads_the_real_log() -> None:
    sentences = log_sentences()
    assert len(sentences) > 100
    assert "{name} took {n} card from the volley." in sentences
    assert NAMED <= log_words()


def test_every_word_of_the_log_is_defined_or_plain() -> None:
    defined = glossary_words()
    unknown = sorted(log_words() - defined - PLAIN)
    assert unknown == [], f"words of the log with no glossary entry: {unknown} (define them in glossary.py)"
    assert NAMED <= defined
    assert not defined & PLAIN, defined & PLAIN  # a word is either explained or plain, not both


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_glossary_is_translated_in_each_language(language: str) -> None:
    seen_terms: set[str] = set()
    for entry in glossary_schema():
        term = Message.from_json(entry["term"])
        definition = Message.from_json(entry["definition"])
        # The definition is always translated; the term too, except a name the language keeps (UNO).
        assert render(definition, language) != render(definition, "en"), (entry["id"], language)
        if entry["id"] != "uno":
            assert render(term, language) != render(term, "en"), (entry["id"], language)
        seen_terms.add(render(term, language))
    assert len(seen_terms) == len(GLOSSARY)  # no two entries read the same in this language


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rulebook_has_an_example_with_cards_for_each_duo_idea(language: str) -> None:
    book = rulebook_schema()
    ideas = [idea["id"] for idea in book["duo"]]
    assert ideas == ["turn", "draft", "volley", "skip", "dump", "challenge", "uno", "scoring"]
    for idea in book["duo"]:
        assert idea["example"]["cards"]
        for code in [idea["example"]["top"] or "R0", *idea["example"]["cards"]]:
            assert code in CODES, code
        for key in ("title", "text"):
            text = render(Message.from_json(idea[key]), language)
            assert text and (language == "en" or text != render(Message.from_json(idea[key]), "en"))
        example = render(Message.from_json(idea["example"]["text"]), language)
        assert language == "en" or example != render(Message.from_json(idea["example"]["text"]), "en")
    glossary_ids = {entry["id"] for entry in book["glossary"]}
    assert {"volley", "draft", "dump", "skip", "challenge", "bluff", "catch", "uno", "total", "match"} <= glossary_ids
