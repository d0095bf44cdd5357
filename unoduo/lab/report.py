"""The lab's report: one self-contained HTML page (tables, method, plots embedded) and the plots as PNG files.

Rates are shown as percentages and their differences in percentage points (pp); means in their own unit.
A difference whose 95% interval excludes 0 is shown in bold: the variant clearly changes that measure.
"""

from __future__ import annotations

import base64
import html
import json
import math
import shlex
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from unoduo import __version__

from .stats import Estimate
from .study import LabResult, Metric

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

PLOTS = ("variants", "differences", "skill", "turns")


def format_value(metric: Metric, estimate: Estimate) -> str:
    """A per-variant estimate as the report shows it: ``51.2% [49.8, 52.6]`` or ``43.98 [42.10, 45.86]``."""
    if estimate.n == 0:
        return "n/a"
    if metric.kind == "rate":
        text = f"{100 * estimate.value:.1f}%"
        return text if math.isnan(estimate.low) else f"{text} [{100 * estimate.low:.1f}, {100 * estimate.high:.1f}]"
    text = f"{estimate.value:.2f}"
    return text if math.isnan(estimate.low) else f"{text} [{estimate.low:.2f}, {estimate.high:.2f}]"


def format_difference(metric: Metric, estimate: Estimate) -> str:
    """A paired difference: ``+1.2 pp [0.3, 2.1]`` for a rate, ``-3.40 [-4.12, -2.68]`` for a mean."""
    if estimate.n == 0:
        return "n/a"
    scale, unit, digits = (100.0, " pp", 1) if metric.kind == "rate" else (1.0, "", 2)
    text = f"{scale * estimate.value:+.{digits}f}{unit}"
    if math.isnan(estimate.low):
        return text
    return f"{text} [{scale * estimate.low:+.{digits}f}, {scale * estimate.high:+.{digits}f}]"


def _figure(width: float, height: float) -> Figure:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), layout="constrained")


def _short_labels(result: LabResult) -> list[str]:
    return [f"V{v.index}" + (" (base)" if v.index == 0 else "") for v in result.variants]


def _key_text(result: LabResult) -> str:
    return "\n".join(f"V{v.index}: {v.label}" for v in result.variants)


def _errorbar(ax: Axes, xs: Sequence[float], es: Sequence[Estimate], scale: float, horizontal: bool,
              color: str) -> None:
    values = [scale * e.value for e in es]
    low = [0.0 if math.isnan(e.low) else max(0.0, scale * (e.value - e.low)) for e in es]
    high = [0.0 if math.isnan(e.high) else max(0.0, scale * (e.high - e.value)) for e in es]
    if horizontal:
        ax.errorbar(values, xs, xerr=[low, high], fmt="o", capsize=4, color=color)
    else:
        ax.errorbar(xs, values, yerr=[low, high], fmt="o", capsize=5, color=color)


def _round_metrics(result: LabResult) -> list[Metric]:
    return [m for m in result.metrics if not m.key.startswith("skill:")]


def plot_variants(result: LabResult) -> Figure:
    """Every round and match measure per variant, with 95% intervals (one panel per measure)."""
    metrics = _round_metrics(result)
    columns = 3
    rows = math.ceil(len(metrics) / columns)
    fig = _figure(4.2 * columns, 3.0 * rows + 0.5 + 0.18 * len(result.variants))
    labels = _short_labels(result)
    xs = list(range(len(labels)))
    for i, metric in enumerate(metrics):
        ax = fig.add_subplot(rows, columns, i + 1)
        scale = 100.0 if metric.kind == "rate" else 1.0
        _errorbar(ax, xs, metric.per_variant, scale, False, "tab:blue")
        if metric.key in ("first_player", "first_drafter"):
            ax.axhline(100.0 / result.settings.players, color="grey", linestyle="--", linewidth=1)
        ax.set_xticks(xs, labels, fontsize=8)
        ax.set_xlim(-0.6, len(xs) - 0.4)
        ax.set_title(metric.title, fontsize=10)
        ax.set_ylabel("%" if metric.kind == "rate" else "mean", fontsize=8)
        ax.tick_params(axis="y", labelsize=8)
    fig.suptitle(f"unoduo lab, {result.settings.ruleset}: each variant with its 95% CI\n{_key_text(result)}",
                 fontsize=9)
    return fig


def plot_differences(result: LabResult) -> Figure:
    """Every measure's paired difference from the baseline, per variant, with 95% intervals."""
    metrics = result.metrics
    columns = 3
    rows = math.ceil(len(metrics) / columns)
    others = result.variants[1:]
    fig = _figure(4.2 * columns, (0.9 + 0.35 * max(1, len(others))) * rows + 0.5 + 0.18 * len(result.variants))
    ys = list(range(len(others)))
    for i, metric in enumerate(metrics):
        ax = fig.add_subplot(rows, columns, i + 1)
        scale = 100.0 if metric.kind == "rate" else 1.0
        diffs = [d for d in metric.differences[1:] if d is not None]
        if diffs:
            colors = ["tab:red" if d.excludes_zero else "tab:blue" for d in diffs]
            for y, d, color in zip(ys, diffs, colors, strict=True):
                _errorbar(ax, [y], [d], scale, True, color)
        ax.axvline(0.0, color="grey", linestyle="--", linewidth=1)
        ax.set_yticks(ys, [f"V{v.index}" for v in others], fontsize=8)
        ax.set_ylim(len(ys) - 0.5, -0.5)
        ax.set_title(metric.title + (" (pp)" if metric.kind == "rate" else ""), fontsize=9)
        ax.tick_params(axis="x", labelsize=8)
    fig.suptitle("Paired differences from V0 with 95% CIs (red: the interval excludes 0)\n" + _key_text(result),
                 fontsize=9)
    return fig


def plot_skill(result: LabResult) -> Figure | None:
    """The skill pairs' match win rates per variant, with Wilson 95% intervals."""
    metrics = [m for m in result.metrics if m.key.startswith("skill:")]
    if not metrics:
        return None
    fig = _figure(max(7.5, 4.4 * len(metrics) + 0.4), 3.4 + 0.18 * len(result.variants))
    labels = _short_labels(result)
    xs = list(range(len(labels)))
    for i, metric in enumerate(metrics):
        ax = fig.add_subplot(1, len(metrics), i + 1)
        _errorbar(ax, xs, metric.per_variant, 100.0, False, "tab:green")
        ax.axhline(50.0, color="grey", linestyle="--", linewidth=1)
        ax.set_ylim(-4, 104)
        ax.set_xticks(xs, labels, fontsize=8)
        ax.set_xlim(-0.6, len(xs) - 0.4)
        n = metric.per_variant[0].n
        ax.set_title(f"{metric.title}\n(match win rate %, {n} matches per variant)", fontsize=9)
    fig.suptitle("Skill gap\n" + _key_text(result), fontsize=9)
    return fig


def plot_turns(result: LabResult) -> Figure:
    """The distribution of round length (share of rounds longer than t turns) per variant."""
    fig = _figure(7.5, 4.0)
    ax = fig.add_subplot()
    for variant, turns in zip(result.variants, result.turns, strict=True):
        counts = Counter(turns)  # turn counts are small integers: one step per distinct length
        n, left = len(turns), len(turns)
        xs, ys = [0], [1.0]
        for length in sorted(counts):
            left -= counts[length]
            xs.append(length)
            ys.append(left / n)
        ax.step(xs, ys, where="post", label=f"V{variant.index}: {variant.label}", linewidth=1.2)
    ax.set_xlabel("turns in the round")
    ax.set_ylabel("share of rounds longer")
    ax.set_yscale("log")
    ax.set_ylim(max(0.5 / max(1, len(result.turns[0])), 1e-4), 1.05)
    ax.legend(fontsize=8)
    ax.set_title("Round length: survival curve per variant", fontsize=10)
    return fig


def figures(result: LabResult) -> dict[str, Figure]:
    """The report's figures by name (``differences`` is left out for a single variant, ``skill`` when no skill
    pair was played)."""
    out: dict[str, Figure] = {"variants": plot_variants(result)}
    if len(result.variants) > 1:
        out["differences"] = plot_differences(result)
    skill = plot_skill(result)
    if skill is not None:
        out["skill"] = skill
    out["turns"] = plot_turns(result)
    return out


def png_paths(report: Path, folder: Path | None = None) -> dict[str, Path]:
    """Where the PNGs go: ``<report stem>-<plot>.png`` beside the report, or in ``folder``."""
    where = folder if folder is not None else report.parent
    return {name: where / f"{report.stem}-{name}.png" for name in PLOTS}


_CSS = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1180px; padding: 1rem 1.2rem 3rem;
       color: #1b1b1b; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: .6rem 0; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #d4d4d4; padding: .3rem .55rem; text-align: right; vertical-align: top;
         white-space: nowrap; }
td.name { white-space: normal; min-width: 8rem; }
@media (min-width: 700px) { td.name:first-child { min-width: 14rem; } }
th { background: #f3f3f3; } td.name, th.name { text-align: left; }
pre code { padding: 0; white-space: pre-wrap; } pre code span { white-space: nowrap; }
td.clear { font-weight: 700; background: #fff4e5; }
.note { color: #555; font-size: .85rem; } .scroll { overflow-x: auto; }
img { max-width: 100%; height: auto; border: 1px solid #eee; margin: .5rem 0; }
code, pre { background: #f6f6f6; padding: .1rem .3rem; } pre { padding: .6rem; overflow-x: auto; }
"""


def _table(head: Sequence[str], rows: Sequence[Sequence[tuple[str, str]]]) -> str:
    """``rows`` of (text, css class) cells; the first column is a name."""
    out = ['<div class="scroll"><table><thead><tr>']
    names = [c == "name" for _, c in rows[0]] if rows else [i == 0 for i in range(len(head))]
    out += [f'<th class="{"name" if left else ""}">{html.escape(h)}</th>' for h, left in zip(head, names, strict=True)]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(f'<td class="{c}">{t}</td>' for t, c in row) + "</tr>")
    out.append("</tbody></table></div>")
    return "".join(out)


def reproduce_command(result: LabResult) -> list[str]:
    """The ``unoduo lab`` command line that plays this study again (the same numbers; workers aside)."""
    s = result.settings
    from .variants import format_value as value_text

    command = ["unoduo", "lab", "--ruleset", s.ruleset]
    for vary in s.varies:
        command += ["--vary", f"{vary.name}=" + ",".join(value_text(v) for v in vary.values)]
    if s.fixed:
        command += ["--options", json.dumps(s.fixed)]
    if s.players != 2:
        command += ["--players", str(s.players)]
    command += ["--agents", ",".join(s.agents), "--rounds", str(s.rounds), "--matches", str(s.matches)]
    if s.jump_in_chance is not None:
        command += ["--jump-in-chance", f"{s.jump_in_chance:g}"]
    pairs = {(p.a, p.b): p for p in s.skill}
    heuristic = pairs.get(("heuristic", "random"))
    command += ["--skill-matches", str(heuristic.matches if heuristic else 0)]
    search = next((p for p in s.skill if p.b == "heuristic" and p.a != "heuristic"), None)
    command += ["--ismcts-matches", str(search.matches if search else 0)]
    if search is not None and search.matches:
        command += ["--ismcts", search.a]
    command += ["--seed", str(s.seed)]
    if s.backend != "local":
        command += ["--backend", s.backend]
    if result.engine in ("fast", "core") and (s.engine != "auto" or result.engine == "fast"):
        # the two engines draw different random numbers: name the one that played (auto might pick the other)
        command += ["--engine", result.engine]
    return command


def render_html(result: LabResult, images: dict[str, bytes], command: Sequence[str] | None = None) -> str:
    """The report page; ``images`` maps plot names to PNG bytes (embedded as data URIs)."""
    s = result.settings
    command = command or reproduce_command(result)
    esc = html.escape
    variant_names = [f"V{v.index}" + (" (baseline)" if v.index == 0 else "") for v in result.variants]
    parts = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>unoduo lab: {esc(s.ruleset)}</title><style>{_CSS}</style></head><body>",
        f"<h1>unoduo variant lab: {esc(s.ruleset)}, {len(result.variants)} variants</h1>",
    ]
    if command:
        # one unbreakable span per argument: the line wraps between arguments, never at an option's hyphens
        words = " ".join(f"<span>{esc(shlex.quote(word))}</span>" for word in command)
        parts.append(f"<p>Command to play it again:</p><pre><code>{words}</code></pre>")
    settings_rows = [
        ("ruleset, players", f"{s.ruleset}, {s.players}"),
        ("agents (round measures)", ", ".join(s.seat_agents())),
        *((("jump-in chance (H13)", f"{s.jump_in_chance:g}"),) if s.jump_in_chance is not None else ()),
        ("fixed options", ", ".join(f"{k}={v}" for k, v in s.fixed.items()) or "none (defaults)"),
        ("rounds per variant", str(s.rounds)),
        ("matches per variant", f"{s.matches} (the first {s.matches} deals played on to the end of the match)"),
        ("skill pairs", "; ".join(f"{p.a} vs {p.b}: {p.matches} matches" for p in s.skill if p.matches) or "none"),
        ("seed", str(s.seed)),
        ("engine, backend, workers", f"{result.engine}, {s.backend}, {result.workers}"),
        *(("engine note", note) for note in result.engine_notes),
        *(("note", note) for note in result.notes),
        ("time", f"{result.elapsed:.1f} s"),
        ("unoduo", __version__),
    ]
    parts.append(_table(["setting", "value"], [[(esc(k), "name"), (esc(v), "name")] for k, v in settings_rows]))
    parts.append("<h2>Variants</h2>")
    rows = [[(esc(variant_names[v.index]), "name"), (esc(v.label), "name")] for v in result.variants]
    parts.append(_table(["variant", "options varied"], rows))
    parts.append("<h2>Per variant (95% CI)</h2>")
    head = ["measure", *variant_names, "n per variant"]
    rows = []
    for m in result.metrics:
        cells = [(f"{esc(m.title)}<br><span class=note>{esc(m.note)}</span>", "name")]
        cells += [(esc(format_value(m, e)), "") for e in m.per_variant]
        cells.append((esc(", ".join(str(e.n) for e in m.per_variant)), ""))
        rows.append(cells)
    parts.append(_table(head, rows))
    if len(result.variants) > 1:
        parts.append("<h2>Paired differences from the baseline V0 (95% CI)</h2>")
        parts.append("<p class=note>Each variant minus V0 on the same deals; bold: the interval excludes 0. "
                     "Rates differ in percentage points (pp).</p>")
        rows = []
        for m in result.metrics:
            cells = [(esc(m.title), "name")]
            for d in m.differences[1:]:
                assert d is not None
                cells.append((esc(format_difference(m, d)), "clear" if d.excludes_zero else ""))
            cells.append((esc(", ".join(str(d.n) for d in m.differences[1:] if d is not None)), ""))
            rows.append(cells)
        parts.append(_table(["measure", *variant_names[1:], "pairs"], rows))
    parts.append("<h2>Plots</h2>")
    for name, data in images.items():
        encoded = base64.b64encode(data).decode("ascii")
        parts.append(f'<p><img alt="{esc(name)} plot" src="data:image/png;base64,{encoded}"></p>')
    parts.append("<h2>Method</h2>")
    parts.append(
        "<p>Common random numbers: deal <i>k</i> has the same match seed and first seat under every variant; the "
        "engine seeds each round's shuffle from the match seed and the round number and each seat's agent from "
        "the match seed and the seat, so every variant starts each deal from the same cards. Differences are "
        "paired deal by deal.</p>"
        "<ul>"
        "<li>Round measures: round 1 of each deal, every seat played by the agents above; the first seat "
        "rotates with <i>k</i>. A turn is a normal turn or an answer to a Draw 2; colour choices, "
        "play-or-pass after a draw, challenges and catches belong to the turn.</li>"
        "<li>First player: the seat that took the round's first turn (after the turn-up); first drafter (Duo): "
        "P1. The winner is the seat that went out or, in a blocked Duo round, the strictly lowest score; a round "
        "with no winner counts 1/players.</li>"
        "<li>Matches: the first deals are played on to the match end with the ruleset's target score; the "
        "leader after round 1 is the seat that would win the match on the totals after round 1 (the engine's "
        "rule: Duo the fewest points, classic the most); a tie has no leader.</li>"
        "<li>Skill pairs: whole matches on their own deals, each deal played twice with the seats swapped, "
        "the same deals under every variant; a drawn match counts 1/2.</li>"
        "<li>Intervals (95%): Wilson for per-variant rates; mean &plusmn; 1.96&nbsp;sd/&radic;n for means and "
        "for paired differences of means; Agresti-Min for paired differences of rates (half a pseudo-pair "
        "added to each cell of the paired table, so small samples and all-equal pairs keep a fair width).</li>"
        "</ul>"
    )
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def write_report(result: LabResult, report: Path, plots: Path | None = None,
                 command: Sequence[str] | None = None) -> dict[str, Path]:
    """Write the PNGs and the HTML page; returns the PNG paths written."""
    import io

    paths = png_paths(report, plots)
    images: dict[str, bytes] = {}
    written: dict[str, Path] = {}
    for name, fig in figures(result).items():
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=100)
        images[name] = buffer.getvalue()
        paths[name].write_bytes(images[name])
        written[name] = paths[name]
    report.write_text(render_html(result, images, command), encoding="utf-8")
    return written
