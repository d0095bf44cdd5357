"""names keep no invisible or direction characters nor stacks of combining marks, and a blank-looking name is
refused."""

from __future__ import annotations

import unicodedata

import pytest

from unoduo.web.play.names import MAX_MARKS_PER_NAME, MAX_NAME_CHARS, InvisibleNameError, normalize_name

# Every character the issue lists, and the other format characters that draw nothing.
INVISIBLE = [
    "\u061c",  # Arabic letter mark
    "\ufeff",  # zero-width no-break space (BOM)
    "\u2060", "\u2061", "\u2062", "\u2063", "\u2064",  # word joiner, invisible operators
    "\u3164",  # Hangul filler
    "\u115f", "\u1160", "\uffa0",  # Hangul choseong/jungseong/halfwidth fillers
    "\U000e0001", "\U000e0041", "\U000e007f",  # tag characters
    "\u00ad",  # soft hyphen
    "\u200b", "\u200c", "\u200d", "\u200e", "\u200f",  # zero-width characters, LRM, RLM
    "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",  # bidi embeddings and overrides
    "\u2066", "\u2067", "\u2068", "\u2069",  # bidi isolates
    "\x00", "\x1b", "\x7f", "\x85",  # controls
]


@pytest.mark.parametrize("char", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
def test_a_name_of_two_invisible_characters_is_refused(char: str) -> None:
    with pytest.raises(InvisibleNameError):
        normalize_name(char * 2)


@pytest.mark.parametrize("char", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
def test_invisible_characters_are_stripped_from_a_visible_name(char: str) -> None:
    assert normalize_name(f"{char}Al{char}ice{char}") == "Alice"


def test_every_format_character_is_stripped() -> None:
    """Not only the listed ones: the whole Unicode category Cf."""
    format_chars = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) == "Cf"]
    assert len(format_chars) > 100
    assert normalize_name("A" + "".join(format_chars) + "B") == "AB"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Alice", "Alice"),
        ("  Bob   the  Builder ", "Bob the Builder"),
        ("Ann\tMarie\nX", "Ann Marie X"),
        ("Zo\u0065\u0301", "Zo\u00e9"),  # NFC: e + combining acute becomes é
        ("\u0645\u0631\u06cc\u0645", "\u0645\u0631\u06cc\u0645"),  # Urdu letters are kept
        ("\u0d2e\u0d40\u0d30", "\u0d2e\u0d40\u0d30"),  # Malayalam with its vowel sign is kept
        ("\u0c95\u0ccd\u0cb7", "\u0c95\u0ccd\u0cb7"),  # Kannada conjunct with virama is kept
        ("👍\ufe0f", "👍\ufe0f"),  # emoji with its variation selector
        ("A\u3000B", "A B"),  # ideographic space is a space
        ("", ""),
        ("   ", ""),
    ],
)
def test_normalized_names(raw: str, expected: str) -> None:
    assert normalize_name(raw) == expected


def test_a_name_is_cut_to_the_limit_after_cleaning() -> None:
    assert normalize_name("\u200b" * 50 + "x" * 50) == "x" * MAX_NAME_CHARS


@pytest.mark.parametrize("raw", ["\u034f\u034f", "\u0301", "\u2800\u2800", "\u3164 \u3164"])
def test_names_of_marks_or_blanks_alone_are_refused(raw: str) -> None:
    with pytest.raises(InvisibleNameError):
        normalize_name(raw)


def test_stacked_combining_marks_are_bounded() -> None:
    """Twelve accents stacked on one letter draw over the lines around the name: two stay on each character,
    and no more than MAX_MARKS_PER_NAME in the whole name."""
    stacked = "Z" + "\u0301\u0300\u0302\u0303" * 3 + "oe"
    assert normalize_name(stacked) == unicodedata.normalize("NFC", "Z\u0301\u0300oe")
    # A precomposed letter carries its marks: Vietnamese ệ (e, circumflex, dot below) takes no third.
    assert normalize_name("Nguy\u1ec7\u0301n") == "Nguy\u1ec7n"
    # A mark hidden behind a dropped format character still counts for the same letter.
    assert normalize_name("a\u0301\u200b\u0300\u200b\u0302b") == unicodedata.normalize("NFC", "a\u0301\u0300b")
    many = "".join(f"{c}\u0301\u0308" for c in "abcdefghijklmn")
    shown = unicodedata.normalize("NFD", normalize_name(many))
    marks = [c for c in shown if unicodedata.category(c) in ("Mn", "Me")]
    assert len(marks) == MAX_MARKS_PER_NAME
    # Scripts whose vowel signs are marks keep them: Thai (a vowel and a tone mark on one letter), Hindi.
    thai, hindi = "\u0e2a\u0e21\u0e28\u0e31\u0e01\u0e14\u0e34\u0e4c", "\u0915\u094d\u0937\u0924\u094d\u0930\u093f\u092f"
    for name in (thai, hindi):
        assert normalize_name(name) == name
