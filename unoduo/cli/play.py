"""``unoduo play``: the terminal game (a Textual app) against bots or a friend on the same screen.

The command checks its options, needs a terminal (without one it says so and exits 2, never a traceback),
sets the language, then starts or resumes the match saved under the user's data directory.
Textual is imported only when a game really starts, so ``unoduo --help`` stays fast.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from unoduo.i18n import LANGUAGES, _, language_from_env, normalize, set_language, use_language


def _helps() -> dict[str, str]:
    """Option help in the environment's language (Typer reads help texts once, when the command is built)."""
    with use_language(language_from_env()):
        return {
            "doc": _(
                "Play UNO Duo or classic UNO in the terminal, against bots or a friend on the same screen. "
                "Every move is saved: --resume goes on with the last match."
            ),
            "ruleset": _("duo (UNO Duo, 2 players) or classic (classic UNO, 2-10 players)"),
            "vs": _("how strong the bots are: easy, medium, hard, expert or master"),
            "players": _("number of seats for classic UNO (2-10, default 4); the seats without a person are bots"),
            "hotseat": _("two people take turns on this screen (the hand is hidden between turns)"),
            "seed": _("seed of the shuffles, to play the same deal again"),
            "resume": _("go on with the saved match"),
            "lang": _("language: en, ml, kn or ur (default: from LANG / LC_ALL / LANGUAGE)"),
            "name": _("your name; with --hotseat, two names separated by a comma"),
            "delay": _("seconds a bot waits before it moves, so you can follow"),
            "chances": _("after each round, show your chance to win the match (games against bots only; H gives a "
                         "hint during your turn)"),
            "options": _('house rules as JSON, e.g. \'{"stack_draw2": true}\' or \'{"target_score": 100}\''),
            "list_options": _("list the rule options of --ruleset (house rules included) for --options, and exit"),
        }


_HELP = _helps()


def _fail(message: str) -> None:
    typer.echo(_("error: {message}").format(message=message), err=True)
    raise typer.Exit(2)


def command(
    ruleset: Annotated[str, typer.Option(help=_HELP["ruleset"])] = "duo",
    vs: Annotated[str, typer.Option(help=_HELP["vs"])] = "medium",
    players: Annotated[int | None, typer.Option(help=_HELP["players"])] = None,
    hotseat: Annotated[bool, typer.Option("--hotseat", help=_HELP["hotseat"])] = False,
    seed: Annotated[int | None, typer.Option(help=_HELP["seed"])] = None,
    resume: Annotated[bool, typer.Option("--resume", help=_HELP["resume"])] = False,
    lang: Annotated[str | None, typer.Option(help=_HELP["lang"])] = None,
    name: Annotated[str | None, typer.Option(help=_HELP["name"])] = None,
    delay: Annotated[float, typer.Option(help=_HELP["delay"], min=0.0, max=10.0)] = 0.7,
    options: Annotated[str, typer.Option(help=_HELP["options"])] = "{}",
    chances: Annotated[bool, typer.Option("--chances", help=_HELP["chances"])] = False,
    list_options: Annotated[bool, typer.Option("--list-options", help=_HELP["list_options"])] = False,
) -> None:
    from unoduo.tui.session import GameSession, Settings
    from unoduo.tui.storage import SaveError, Store

    if lang is not None and normalize(lang) is None:
        set_language(language_from_env())
        _fail(_("unknown language {lang}; choose one of: {choices}").format(lang=lang, choices=", ".join(LANGUAGES)))
    if list_options:
        set_language(lang or language_from_env())
        _list_options(ruleset)
        return
    store = Store.default()
    settings: Settings | None = None
    if resume:
        saved_language = None
        try:
            data, _record = store.load()
            saved_language = data.get("language")
        except SaveError:
            pass  # reported below, in the right language
        set_language(lang or saved_language or language_from_env())
    else:
        set_language(lang or language_from_env())
        if ruleset == "classic" and players is None:
            players = 4
        try:
            rules = json.loads(options)
        except json.JSONDecodeError as exc:
            _fail(_("--options is not valid JSON: {error}").format(error=exc))
        if not isinstance(rules, dict):
            _fail(_("--options must be a JSON object, e.g. {example}").format(example='{"target_score": 100}'))
        try:
            settings = Settings.create(
                ruleset=ruleset,
                vs=vs,
                players=players,
                hotseat=hotseat,
                seed=seed,
                names=(name or "").split(","),
                language=lang or language_from_env(),
                options=rules,
            )
        except ValueError as exc:
            _fail(str(exc))
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        _fail(_("unoduo play needs an interactive terminal (standard input and output are not a terminal)."))
    try:
        if settings is None:
            session = GameSession.resume(store)
            if lang:
                session.settings.language = normalize(lang) or session.settings.language
        else:
            session = GameSession.start(settings, store)
    except SaveError as exc:
        _fail(exc.message + ("\n" + _("Start a new match with: unoduo play") if resume else ""))
    except OSError as exc:
        _fail(_("cannot save the match in {path}: {error}").format(path=store.root, error=exc))

    from unoduo.tui.app import UnoduoApp

    app = UnoduoApp(session, bot_delay=delay, show_chances=chances)
    result = app.run()
    final = app.session
    if result == "saved" or (result is None and not final.state.is_over):
        typer.echo(_("The match is saved. Go on with: unoduo play --resume"))
    elif final.archived is not None:
        typer.echo(_("The last match is kept in {path} (unoduo replay {path}).").format(path=final.archived))


def _list_options(ruleset: str) -> None:
    """Every rule option of ``ruleset`` from the option table (unoduo.core.options), as ``--options`` takes it."""
    from unoduo.core import OptionError
    from unoduo.core.options import option_specs
    from unoduo.present import option_description, render
    from unoduo.present.options import option_value

    try:
        specs = option_specs(ruleset)
    except OptionError as exc:
        _fail(exc.message)
    for spec in specs:
        if spec.type == "bool":
            values = "true, false"
        elif spec.type == "choice":
            values = ", ".join(f'"{c}"' for c in spec.choices)
        else:
            values = f"{spec.minimum}-{spec.maximum}" if spec.maximum is not None else f">= {spec.minimum}"
        default = json.dumps(spec.default)
        typer.echo(_("{name} ({values}; default {default}): {description}").format(
            name=spec.name, values=values, default=default, description=render(option_description(spec))))
        if spec.type == "choice":
            for choice in spec.choices:
                typer.echo(f'    "{choice}": ' + render(option_value(spec, choice)))


command.__doc__ = _HELP["doc"]
