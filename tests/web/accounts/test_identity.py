"""Who a request and a name say they are: one session cookie read one way, CSRF tokens bound to the session
with the server's secret (kept across restarts), account names that cannot look like another's, guests kept
off accounts' names."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import unicodedata
from pathlib import Path
from typing import Any

import httpx
import pytest
from cluster_helpers import ServeProcess
from sqlalchemy import create_engine, text
from test_accounts import PASSWORD, Browser, start

from unoduo.storage import Store
from unoduo.storage.accounts import AccountStore
from unoduo.web.play.lookalikes import mixed_scripts, skeleton_key

# ---------------------------------------------------------------------- the skeleton


@pytest.mark.parametrize(
    ("name", "lookalike"),
    [
        ("Asha", "\u0410sha"),  # Cyrillic А
        ("ASHA", "\u0410\u0405\u041d\u0410"),  # all Cyrillic: А Ѕ Н А
        ("Asha", "\uff21\uff53\uff48\uff41"),  # full-width Ａｓｈａ
        ("Bob", "\u0392\u03bfb"),  # Greek Β and ο
        ("Anna", "\u0391\u039d\u039d\u0391"),  # all Greek: Α Ν Ν Α
        ("Iris", "lris"),  # capital I and small l
        ("mama", "rnarna"),  # m and r n
    ],
)
def test_look_alike_names_share_a_skeleton(name: str, lookalike: str) -> None:
    assert name != lookalike
    assert skeleton_key(name) == skeleton_key(lookalike)


def test_different_names_keep_different_skeletons() -> None:
    names = ["Asha", "Asha2", "Ana", "\u00c1na", "Bob", "Rob", "Meera", "\u0645\u0631\u06cc\u0645", "\u5c71\u7530"]
    assert len({skeleton_key(n) for n in names}) == len(names)


def test_mixed_scripts() -> None:
    assert mixed_scripts("\u0410sha")  # Latin with Cyrillic
    assert mixed_scripts("B\u03bfb")  # Latin with Greek
    assert not mixed_scripts("Asha 2")  # digits and spaces go with any script
    assert not mixed_scripts("\u0410\u0405\u041d\u0410")  # one script
    assert not mixed_scripts("\u5c71\u7530\u305f\u308d\u3046")  # Han with Hiragana: Japanese
    assert not mixed_scripts("\u00c9lodie")  # a precomposed accent stays Latin


# ---------------------------------------------------------------------- account names


def test_look_alike_account_names_are_refused(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        assert Browser(server).signup("Asha").status_code == 200
        for lookalike, code in [
            ("\u0410sha", "lookalike_name"),  # Cyrillic А with Latin: mixed scripts
            ("\u0410\u0405\u041d\u0410", "name_taken"),  # all Cyrillic, the look of ASHA
            ("\uff21\uff53\uff48\uff41", "name_taken"),  # full-width
            ("A\u0455ha", "lookalike_name"),  # Cyrillic ѕ inside
        ]:
            refused = Browser(server).signup(lookalike)
            assert refused.status_code in (409, 422), refused.text
            assert refused.json()["error"]["code"] == code, lookalike
        assert Browser(server).signup("Bob").status_code == 200
        refused = Browser(server).signup("\u0392\u039f\u0392")  # all Greek ΒΟΒ
        assert refused.json()["error"]["code"] == "name_taken"
        refused = Browser(server).signup("B\u03bfb")  # Greek ο among Latin
        assert refused.json()["error"]["code"] == "lookalike_name"
        # The server's own seat names are no one's.
        for generated in ("Player 1", "Bot 2", "P1ayer 3"):
            assert Browser(server).signup(generated).json()["error"]["code"] == "lookalike_name", generated
        # Twelve stacked accents: the name keeps two.
        made = Browser(server)
        assert made.signup("Zed" + "\u0301\u0300\u0302" * 4).status_code == 200
        me = made.me()
        assert me is not None and unicodedata.normalize("NFD", me["name"]) == "Zed\u0301\u0300"


def test_the_skeleton_column_is_filled_for_existing_accounts(tmp_path: Path) -> None:
    """A database from before the skeleton column: the column and its unique index are added and filled when
    the store opens; of two accounts that already looked alike, the older holds the look."""
    path = tmp_path / "old.db"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.execute(text(
            "CREATE TABLE accounts (id VARCHAR(16) PRIMARY KEY, name VARCHAR(64) NOT NULL, "
            "name_key VARCHAR(64) NOT NULL UNIQUE, password_hash VARCHAR(255) NOT NULL, "
            "created VARCHAR(40) NOT NULL, password_changed VARCHAR(40) NOT NULL)"))
        for account_id, name, created in [("b", "\u0410\u0405\u041d\u0410", "2026-02"), ("a", "Asha", "2026-01")]:
            conn.execute(text("INSERT INTO accounts VALUES (:id, :name, :key, 'x', :at, :at)"),
                         {"id": account_id, "name": name, "key": name.casefold(), "at": created})
    engine.dispose()

    async def reopen() -> tuple[list[Any], str | None, str | None]:
        store = Store(f"sqlite+aiosqlite:///{path}")
        await store.open()
        accounts = AccountStore(store)
        secret = await accounts.open(name_skeleton=skeleton_key, skeleton_version="v1", make_secret=lambda: "s" * 32)
        found = await accounts.account_by_skeleton(skeleton_key("asha"))
        again = await accounts.open(name_skeleton=skeleton_key, skeleton_version="v1", make_secret=lambda: "t" * 32)
        await store.close()
        return [found], secret, again

    (found,), secret, again = asyncio.run(reopen())
    assert found is not None and found.id == "a", "the older account holds the look"
    assert secret == again == "s" * 32, "the secret is made once"
    with create_engine(f"sqlite:///{path}").connect() as conn:
        rows = dict(conn.execute(text("SELECT id, name_skeleton FROM accounts")).all())
    assert rows["a"] == "asha" and rows["b"].startswith("asha") and rows["b"] != "asha"


# ---------------------------------------------------------------------- guests' names


def test_a_guest_cannot_take_an_accounts_name(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        champion = Browser(server)
        assert champion.signup("Champion").status_code == 200
        guest = httpx.Client(base_url=server.base, timeout=30)
        for name in ("Champion", "champion", "\u0421hampion", "\uff23hampion", "Champ\u0456on"):
            refused = guest.post("/api/games", json={"ruleset": "duo", "opponent": "public", "name": name})
            assert refused.status_code == 409 and refused.json()["error"]["code"] == "name_reserved", name
        assert server.lobby() == []
        code = server.create(ruleset="duo", opponent="public", name="Host")["join_code"]
        refused = guest.post("/api/join", json={"code": code, "name": "CHAMPION"})
        assert refused.status_code == 409 and refused.json()["error"]["code"] == "name_reserved"
        # The account itself plays under its name; a guest's own name is still fine.
        made = champion.post("/api/games", {"ruleset": "duo", "opponent": "bot", "name": "Champion"})
        assert made.status_code == 200, made.text
        assert guest.post("/api/join", json={"code": code, "name": "Challenger"}).status_code == 200


# ---------------------------------------------------------------------- cookies and CSRF tokens


def _old_style_token(cookie: str) -> str:
    """A token made without the server's secret (SHA-256 of the cookie with the fixed prefix)."""
    digest = hashlib.sha256(("unoduo-csrf/" + cookie).encode()).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def test_two_session_cookies_are_refused(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        victim, attacker = Browser(server), Browser(server)
        assert victim.signup("Victim").status_code == 200
        assert attacker.signup("Attacker").status_code == 200
        planted = attacker.http.cookies["unoduo_session"]
        mine = victim.http.cookies["unoduo_session"]
        for order in ([planted, mine], [mine, planted]):
            header = "; ".join(f"unoduo_session={value}" for value in order)
            for token in (victim.csrf, attacker.csrf):
                posted = httpx.post(f"{server.base}/api/account/logout",
                                    headers={"cookie": header, "x-csrf-token": token})
                assert posted.status_code == 400 and posted.json()["error"]["code"] == "duplicate_cookie"
            read = httpx.get(f"{server.base}/api/account", headers={"cookie": header})
            assert read.status_code == 400 and read.json()["error"]["code"] == "duplicate_cookie"
        twice = httpx.get(f"{server.base}/api/account", headers={"cookie": "unoduo_csrf=a; unoduo_csrf=b"})
        assert twice.status_code == 400
        assert httpx.get(f"{server.base}/", headers={"cookie": header}).status_code == 200, "the page still loads"
        assert victim.me() is not None and attacker.me() is not None, "both sessions untouched"


def test_csrf_tokens_are_bound_to_their_session_and_the_secret(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        victim, attacker = Browser(server), Browser(server)
        assert victim.signup("Victim").status_code == 200
        assert attacker.signup("Attacker").status_code == 200
        cookie = victim.http.cookies["unoduo_session"]
        for token in (attacker.csrf, _old_style_token(cookie), "x" * 43):
            refused = victim.http.post("/api/account/logout", headers={"x-csrf-token": token})
            assert refused.status_code == 403 and refused.json()["error"]["code"] == "csrf"
        assert victim.me() is not None
        assert victim.csrf != _old_style_token(cookie)
        # A pre-session token of another visitor does not log this one in either.
        stranger = Browser(server)
        other = Browser(server)
        refused = stranger.http.post("/api/account/login", json={"name": "Victim", "password": PASSWORD},
                                     headers={"x-csrf-token": other.csrf})
        assert refused.status_code == 403


def test_the_secret_survives_a_restart(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        browser = Browser(server)
        assert browser.signup("Asha").status_code == 200
        cookie, csrf = browser.http.cookies["unoduo_session"], browser.csrf
    with start(sqlite_url) as server:
        again = httpx.Client(base_url=server.base, timeout=30, cookies={"unoduo_session": cookie})
        assert again.get("/api/account").json()["csrf"] == csrf
        claimed = again.post("/api/account/claim", json={"tokens": []}, headers={"x-csrf-token": csrf})
        assert claimed.status_code == 200, claimed.text


def test_the_secret_can_be_set(sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNODUO_SESSION_SECRET", "an operator's secret of some length")
    with start(sqlite_url) as server:
        browser = Browser(server)
        cookie = browser.http.cookies["unoduo_csrf"]
        digest = hmac.new(b"an operator's secret of some length", ("unoduo-csrf/" + cookie).encode(),
                          hashlib.sha256).digest()
        assert browser.csrf == base64.urlsafe_b64encode(digest).decode().rstrip("=")
        assert browser.signup("Asha").status_code == 200


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_processes_started_at_once_share_the_secret_and_the_names(db_url: str) -> None:
    """Two processes starting at once on a new PostgreSQL database make one secret between them: a pre-session
    cookie's token is the same on both, and after one restart; a look-alike name is refused whichever process
    the first name was made on."""
    servers = [ServeProcess(db_url).start(wait=False) for _ in range(2)]
    try:
        for server in servers:
            server.wait_ready()
        a = httpx.Client(base_url=servers[0].base, timeout=30)
        token = first = a.get("/api/account").json()["csrf"]
        cookie = a.cookies["unoduo_csrf"]
        on_b = httpx.Client(base_url=servers[1].base, timeout=30, cookies={"unoduo_csrf": cookie})
        assert on_b.get("/api/account").json()["csrf"] == token
        made = on_b.post("/api/account/signup", headers={"x-csrf-token": token},
                         json={"name": "Asha", "password": PASSWORD})
        assert made.status_code == 200, made.text
        token = a.get("/api/account").json()["csrf"]
        alike = a.post("/api/account/signup", headers={"x-csrf-token": token},
                       json={"name": "\u0410\u0405\u041d\u0410", "password": PASSWORD})
        assert alike.status_code == 409 and alike.json()["error"]["code"] == "name_taken"
        guest = httpx.post(f"{servers[0].base}/api/games", json={"ruleset": "duo", "opponent": "public",
                                                                "name": "\uff21sha"})
        assert guest.status_code == 409 and guest.json()["error"]["code"] == "name_reserved"
        servers[0].stop()
        servers[0] = ServeProcess(db_url).start()
        again = httpx.Client(base_url=servers[0].base, timeout=30, cookies={"unoduo_csrf": cookie})
        assert again.get("/api/account").json()["csrf"] == first
    finally:
        for server in servers:
            server.stop()
