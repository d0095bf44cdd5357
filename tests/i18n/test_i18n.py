"""Unit tests of :mod:`unoduo.i18n`: language choice, lookups, plural rules per language, the pseudo-locale and
the browser catalog."""

from __future__ import annotations

import gettext as gettext_module
import json
import re

import pytest
from babel import Locale

import unoduo.i18n as i18n
from unoduo.i18n import (
    LANGUAGES,
    _,
    catalog_json,
    current_language,
    gettext,
    is_rtl,
    language_from_accept,
    language_from_env,
    ngettext,
    normalize,
    set_language,
    use_language,
)
from unoduo.i18n.tools import TRANSLATED_LANGUAGES as PLAYER_LANGUAGES
from unoduo.i18n.tools import load_po, load_pot, plural_messages, singular_messages


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("ml", "ml"),
        ("ml_IN.UTF-8", "ml"),
        ("kn-IN", "kn"),
        ("KN", "kn"),
        ("ur-PK", "ur"),
        ("ur_PK.utf8@euro", "ur"),
        ("en_GB", "en"),
        ("qps", "qps"),
        ("qps-ploc", "qps"),
        ("en-XA", "qps"),
        ("fr_FR", None),
        ("C.UTF-8", None),
        ("", None),
        (None, None),
        ("  ml  ", "ml"),
    ],
)
def test_normalize(raw: str | None, expected: str | None) -> None:
    assert normalize(raw) == expected


def test_the_pseudo_locale_is_not_a_player_language() -> None:
    assert set(LANGUAGES) == {"en", "ml", "kn", "ur"}
    assert "qps" not in LANGUAGES


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("ml-IN,ml;q=0.9,en-US;q=0.8,en;q=0.7", "ml"),
        ("fr-FR,fr;q=0.9,kn;q=0.5,en;q=0.3", "kn"),
        ("en;q=0.4, ur;q=0.8", "ur"),
        ("ur-PK", "ur"),
        ("de, fr", "en"),
        ("*", "en"),
        ("ml;q=0, kn;q=0.1", "kn"),
        ("ml;q=abc, kn;q=0.1", "kn"),
        ("kn;q=0.5, ml;q=0.5", "kn"),  # equal quality: the earlier one
        ("", "en"),
        (None, "en"),
        (",,;;q=", "en"),
    ],
)
def test_language_from_accept(header: str | None, expected: str) -> None:
    assert language_from_accept(header) == expected


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ml_IN.UTF-8"}, "ml"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "kn_IN.UTF-8"}, "kn"),
        ({"LANG": "ur_PK.UTF-8", "LC_MESSAGES": "C"}, "ur"),
        ({"LANGUAGE": "fr:ur:en", "LANG": "ml_IN"}, "ur"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_language_from_env(environ: dict[str, str], expected: str) -> None:
    assert language_from_env(environ) == expected


def test_set_and_use_language_are_per_context() -> None:
    assert current_language() == "en"
    with use_language("ur_PK"):
        assert current_language() == "ur"
        assert is_rtl()
        with use_language("ml"):
            assert current_language() == "ml"
            assert not is_rtl()
        assert current_language() == "ur"
    assert current_language() == "en"
    with use_language("xx"):
        assert current_language() == "en"  # an unsupported language falls back to English


def test_set_language_returns_the_chosen_code() -> None:
    with use_language("en"):  # restores the context afterwards
        assert set_language("kn_IN.UTF-8") == "kn"
        assert current_language() == "kn"
        assert set_language("klingon") == "en"
        assert current_language() == "en"


def test_is_rtl() -> None:
    assert is_rtl("ur") and is_rtl("ur-PK")
    assert not any(is_rtl(code) for code in ("en", "ml", "kn", "qps"))


@pytest.mark.parametrize("lang", PLAYER_LANGUAGES)
def test_gettext_uses_the_catalog(lang: str) -> None:
    po = load_po(lang)
    singles = singular_messages(po)
    assert singles, f"{lang}: no translated messages"
    for msgid, translation in list(singles.items())[:50]:
        with use_language(lang):
            assert _(msgid) == translation
            assert gettext(msgid) == translation
        assert _(msgid) == msgid  # English outside the block


def test_unknown_messages_come_back_unchanged() -> None:
    for lang in [*LANGUAGES, "qps"]:
        with use_language(lang):
            assert _("no such message in any catalog, {x}") == "no such message in any catalog, {x}"
            assert ngettext("no such {n} thing", "no such {n} things", 1) == "no such {n} thing"
            assert ngettext("no such {n} thing", "no such {n} things", 2) == "no such {n} things"


@pytest.mark.parametrize("lang", ["en", *PLAYER_LANGUAGES])
def test_plural_rule_is_cldrs(lang: str) -> None:
    """The catalog's Plural-Forms is Babel's (CLDR's) rule: kn uses the 'one' form for 0 and 1, ml and ur for 1."""
    locale = Locale.parse(lang)
    expected_one = {"en": {1}, "ml": {1}, "ur": {1}, "kn": {0, 1}}[lang]
    for n in range(0, 30):
        assert (locale.plural_form(n) == "one") == (n in expected_one)
    if lang == "en":
        return
    po = load_po(lang)
    assert po.num_plurals == 2
    header_rule = gettext_module.c2py(po.plural_expr)
    for n in range(0, 30):
        assert header_rule(n) == (0 if locale.plural_form(n) == "one" else 1), (lang, n)


@pytest.mark.parametrize("lang", PLAYER_LANGUAGES)
def test_ngettext_picks_the_form_of_the_language(lang: str) -> None:
    po = load_po(lang)
    plurals = plural_messages(po)
    if not plurals:
        pytest.fail(f"{lang}: the catalog has no plural message to test")
    locale = Locale.parse(lang)
    for (singular, plural), forms in plurals.items():
        for n in (0, 1, 2, 5, 11, 21, 100):
            expected = forms[0] if locale.plural_form(n) == "one" else forms[1]
            with use_language(lang):
                assert ngettext(singular, plural, n) == expected, (lang, singular, n)
        assert ngettext(singular, plural, 1) == singular
        assert ngettext(singular, plural, 0) == plural


def test_pseudo_translate_keeps_placeholders_tags_and_entities() -> None:
    text = "Seat {seat} draws {n} cards, {0} {} ${name} %(who)s %d <bdi>{player}</bdi> &amp; 100%"
    pseudo = i18n.pseudo_translate(text)
    assert pseudo.startswith("[!! ") and pseudo.endswith(" !!]")
    for token in ("{seat}", "{n}", "{0}", "{}", "${name}", "%(who)s", "%d", "<bdi>", "{player}", "</bdi>", "&amp;"):
        assert token in pseudo
    assert "Seat" not in pseudo and "draws" not in pseudo  # the words themselves are visibly changed
    assert "Ŝéáţ" in pseudo
    assert i18n.pseudo_translate("") == ""


def test_pseudo_locale_covers_every_message_of_the_template() -> None:
    pot = load_pot()
    with use_language("qps"):
        assert current_language() == "qps"
        for message in pot:
            if not message.id:
                continue
            if isinstance(message.id, tuple):
                singular, plural = message.id
                assert ngettext(singular, plural, 1) == i18n.pseudo_translate(singular)
                assert ngettext(singular, plural, 7) == i18n.pseudo_translate(plural)
            else:
                assert _(message.id) == i18n.pseudo_translate(message.id)
    data = catalog_json("en-XA")
    assert data["lang"] == "qps" and data["dir"] == "ltr" and data["plural"] == "(n != 1)"
    assert len(data["messages"]) == len([m for m in pot if m.id])


def test_catalog_json_english_is_empty_and_unknown_is_english() -> None:
    assert catalog_json("en") == {"lang": "en", "dir": "ltr", "plural": "(n != 1)", "messages": {}}
    assert catalog_json("zz")["lang"] == "en"
    assert catalog_json("")["lang"] == "en"


@pytest.mark.parametrize("lang", PLAYER_LANGUAGES)
def test_catalog_json_matches_the_po_file(lang: str) -> None:
    data = catalog_json(lang)
    json.dumps(data)  # serialisable as is
    assert data["lang"] == lang
    assert data["dir"] == ("rtl" if lang == "ur" else "ltr")
    assert data["plural"] == {"ml": "(n != 1)", "ur": "(n != 1)", "kn": "(n > 1)"}[lang]
    po = load_po(lang)
    expected: dict[str, object] = dict(singular_messages(po))
    expected.update({singular: list(forms) for (singular, _plural), forms in plural_messages(po).items()})
    assert data["messages"] == expected
    # Every message of the template reaches the browser (the catalog check makes sure the .po has them all).
    assert len(data["messages"]) == len([m for m in load_pot() if m.id])


def test_catalog_json_plural_expression_is_plain_c() -> None:
    """The browser evaluates ``plural`` with a small C-expression parser: only n, integers and operators."""
    for lang in [*LANGUAGES, "qps"]:
        assert re.fullmatch(r"[n0-9\s()!=<>&|?:%+*/-]+", catalog_json(lang)["plural"])
