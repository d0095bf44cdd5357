"""Names that look alike: a name's skeleton (Unicode TR39) and its scripts, so that no account name and no
guest's seat name can wear the look of an existing account's name.

Two names that a reader cannot tell apart (Latin ``A`` and Cyrillic ``А``, Greek ``ο`` and Latin ``o``,
full-width ``Ａ``, ``rn`` and ``m``) have the same :func:`skeleton`. The skeleton follows TR39 section 4
(NFD, each character replaced by its confusable prototype, NFD again) over the confusables data that the
``confusable-homoglyphs`` package ships. That data lists, for each character, the characters confusable
with it; the groups it forms are TR39's prototype classes, and each group maps to one fixed member (its
multi-character prototype when it has one, else its smallest ASCII letter, so that folding case then works
on it, else its smallest ASCII member, else its smallest), which gives the same equalities as TR39's own
prototypes. :func:`skeleton_key` folds case too, so it is the form an
account name must not share with another.

:func:`mixed_scripts` is TR39's "highly restrictive" test: a name is written in one script (characters
common to every script, such as digits, spaces and punctuation, and inherited ones, such as combining marks,
go with any), or in Latin with Han and Japanese kana, Han and Bopomofo, or Han and Hangul.
"""

from __future__ import annotations

import functools
import importlib.metadata
import unicodedata

from confusable_homoglyphs.categories import alias
from confusable_homoglyphs.confusables import confusables_data

# Scripts that may be written together in one name (TR39 5.2, "Highly Restrictive").
_ALLOWED_MIXES = (
    frozenset({"LATIN", "HAN", "HIRAGANA", "KATAKANA"}),
    frozenset({"LATIN", "HAN", "BOPOMOFO"}),
    frozenset({"LATIN", "HAN", "HANGUL"}),
)
_ANY_SCRIPT = frozenset({"COMMON", "INHERITED"})
# What a stored skeleton was computed with: this algorithm and the package's data (a new one fills them again).
SKELETON_VERSION = "tr39-casefold-1/confusable-homoglyphs-" + importlib.metadata.version("confusable-homoglyphs")


def _strip_marks(text: str) -> str:
    """Without the direction marks the data puts around right-to-left prototypes (names never have them)."""
    return text.replace("\u200e", "").replace("\u200f", "") or text


@functools.cache
def _prototypes() -> dict[str, str]:
    """Each confusable character (or string) -> the fixed member of its group."""
    parent: dict[str, str] = {}

    def find(node: str) -> str:
        root = node
        while parent.setdefault(root, root) != root:
            root = parent[root]
        while parent[node] != root:  # path compression
            parent[node], node = root, parent[node]
        return root

    for source, targets in confusables_data.items():
        for target in targets:
            first, second = find(_strip_marks(source)), find(_strip_marks(target["c"]))
            if first != second:
                parent[second] = first
    groups: dict[str, list[str]] = {}
    for node in list(parent):
        groups.setdefault(find(node), []).append(node)
    mapping: dict[str, str] = {}
    for members in groups.values():
        longer = sorted(m for m in members if len(m) > 1)
        letters = sorted(m for m in members if m.isascii() and m.isalpha())
        ascii_ = sorted(m for m in members if m.isascii())
        chosen = (longer or letters or ascii_ or sorted(members))[0]
        for member in members:
            if len(member) == 1 and member != chosen:
                mapping[member] = chosen
    return mapping


def _map(text: str) -> str:
    table = _prototypes()
    return "".join(table.get(char, char) for char in text)


def skeleton(name: str) -> str:
    """TR39's skeleton of ``name``: equal for two strings a reader may take one for the other."""
    text = unicodedata.normalize("NFD", name)
    # A multi-character prototype's own characters may belong to another group: map until nothing changes.
    for _round in range(3):
        mapped = unicodedata.normalize("NFD", _map(text))
        if mapped == text:
            break
        text = mapped
    return text


def skeleton_key(name: str) -> str:
    """The look of a name with case folded too (``ASHA``, ``Asha`` and ``АЅНА`` in Cyrillic are one): two
    account names may not share it, and a guest may not take the key of an account."""
    return skeleton(unicodedata.normalize("NFKC", skeleton(name)).casefold())


def scripts(name: str) -> frozenset[str]:
    """The scripts ``name`` is written in, without the common and inherited characters."""
    return frozenset(alias(char) for char in name) - _ANY_SCRIPT


def mixed_scripts(name: str) -> bool:
    """True for a name that mixes scripts a reader would not expect together (say Latin with Cyrillic)."""
    used = scripts(name)
    return len(used) > 1 and not any(used <= allowed for allowed in _ALLOWED_MIXES)
