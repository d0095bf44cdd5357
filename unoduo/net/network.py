"""The policy/value network in numpy: the shipped weights' format, loaded and evaluated without PyTorch.

A network is a ReLU multilayer perceptron over a seat's observation vector (:mod:`unoduo.rl.observation`, the
same encoding the RL environments give, never a hidden card) with two heads: ``policy`` (one logit per action id
of :mod:`unoduo.rl.actions`; illegal ids are masked out) and ``value`` (one logit: sigmoid of it is the seat's
chance to win the current round). Files: ``<name>.npz`` (arrays ``trunk.<i>.weight`` (out, in),
``trunk.<i>.bias``, ``policy.weight``, ``policy.bias``, ``value.weight``, ``value.bias``, float16 or float32) and
``<name>.json`` beside it (what it was trained on and how: docs/learned-bot.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import numpy as np

#: Where the package's own weights live.
WEIGHTS_DIR: Final = Path(__file__).resolve().parent / "weights"
FORMAT: Final = 1


class WeightsError(ValueError):
    """A weights file that is missing, unreadable or not in the format (the message says which and why)."""


def weights_name(ruleset: str, players: int) -> str:
    """The file stem of a ruleset and player count's weights: ``duo`` or ``classic-<players>p``."""
    return "duo" if ruleset == "duo" else f"classic-{players}p"


@dataclass(frozen=True)
class Network:
    """Layers as float32 arrays plus the JSON metadata; :meth:`forward` evaluates a batch."""

    trunk: tuple[tuple[np.ndarray, np.ndarray], ...]
    policy: tuple[np.ndarray, np.ndarray]
    value: tuple[np.ndarray, np.ndarray]
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def observation_size(self) -> int:
        return int((self.trunk[0][0] if self.trunk else self.policy[0]).shape[1])

    @property
    def actions(self) -> int:
        return int(self.policy[0].shape[0])

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray], meta: dict[str, Any] | None = None) -> Network:
        """Build from the npz's named arrays, checking that the shapes chain (a :class:`WeightsError` if not)."""
        try:
            trunk: list[tuple[np.ndarray, np.ndarray]] = []
            while f"trunk.{len(trunk)}.weight" in arrays:
                i = len(trunk)
                trunk.append((_f32(arrays[f"trunk.{i}.weight"]), _f32(arrays[f"trunk.{i}.bias"])))
            policy = (_f32(arrays["policy.weight"]), _f32(arrays["policy.bias"]))
            value = (_f32(arrays["value.weight"]), _f32(arrays["value.bias"]))
        except KeyError as exc:
            raise WeightsError(f"the weights have no array {exc.args[0]!r}") from None
        width = None
        for name, (weight, bias) in [*((f"trunk.{i}", layer) for i, layer in enumerate(trunk)),
                                     ("policy", policy), ("value", value)]:
            if weight.ndim != 2 or bias.shape != (weight.shape[0],):
                raise WeightsError(f"{name}: weight {weight.shape} and bias {bias.shape} do not match")
            if width is not None and weight.shape[1] != width:
                raise WeightsError(f"{name} takes {weight.shape[1]} inputs, the layer before gives {width}")
            if not name.startswith(("policy", "value")):
                width = weight.shape[0]
        if value[0].shape[0] != 1:
            raise WeightsError(f"the value head has {value[0].shape[0]} outputs, not 1")
        return cls(tuple(trunk), policy, value, dict(meta or {}))

    @classmethod
    def load(cls, path: str | Path) -> Network:
        """Read ``path`` (an ``.npz``; its ``.json`` beside it, if any, becomes :attr:`meta`)."""
        path = Path(path)
        if path.suffix != ".npz":
            path = path.with_suffix(".npz")
        try:
            with np.load(path, allow_pickle=False) as data:
                arrays = {name: data[name] for name in data.files}
        except FileNotFoundError:
            raise WeightsError(f"no weights at {path}") from None
        except (OSError, ValueError) as exc:
            raise WeightsError(f"cannot read the weights {path}: {exc}") from None
        meta: dict[str, Any] = {}
        sidecar = path.with_suffix(".json")
        if sidecar.exists():
            try:
                meta = json.loads(sidecar.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                raise WeightsError(f"cannot read {sidecar}: {exc}") from None
            if meta.get("format") != FORMAT:
                raise WeightsError(f"{sidecar}: format {meta.get('format')!r}, this version reads {FORMAT}")
        network = cls.from_arrays(arrays, meta)
        expected = meta.get("observation_size")
        if expected is not None and expected != network.observation_size:
            raise WeightsError(f"{sidecar} says {expected} inputs, the arrays take {network.observation_size}")
        return network

    def save(self, path: str | Path, half: bool = True) -> Path:
        """Write ``path`` (.npz) and its ``.json``; returns the npz path. ``half`` stores float16 (half the size;
        the forward pass still runs in float32, and the policy's choices were checked to be the same)."""
        path = Path(path).with_suffix(".npz")
        path.parent.mkdir(parents=True, exist_ok=True)
        arrays: dict[str, np.ndarray] = {}
        for i, (weight, bias) in enumerate(self.trunk):
            arrays[f"trunk.{i}.weight"], arrays[f"trunk.{i}.bias"] = weight, bias
        arrays["policy.weight"], arrays["policy.bias"] = self.policy
        arrays["value.weight"], arrays["value.bias"] = self.value
        if half:
            arrays = {name: array.astype(np.float16) for name, array in arrays.items()}
        np.savez(path, **arrays)  # type: ignore[arg-type]
        path.with_suffix(".json").write_text(json.dumps(self.meta, indent=1) + "\n", encoding="utf-8")
        return path

    def forward(self, obs: np.ndarray, mask: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """``(policy logits [N, actions], value logits [N])`` of observations [N, size] (or one [size]);
        with a boolean ``mask`` the illegal ids' logits are -inf."""
        h = np.asarray(obs, dtype=np.float32)
        for weight, bias in self.trunk:
            h = h @ weight.T + bias
            np.maximum(h, 0.0, out=h)
        logits = h @ self.policy[0].T + self.policy[1]
        value = (h @ self.value[0].T + self.value[1])[..., 0]
        if mask is not None:
            logits = np.where(np.asarray(mask, dtype=bool), logits, -np.inf)
        return logits, value


def softmax(logits: np.ndarray) -> np.ndarray:
    """Probabilities over the last axis (-inf logits get 0)."""
    top = np.max(logits, axis=-1, keepdims=True)
    e = np.exp(logits - top)
    probs: np.ndarray = e / e.sum(axis=-1, keepdims=True)
    return probs


def sigmoid(x: np.ndarray | float) -> Any:
    return 1.0 / (1.0 + np.exp(-np.asarray(x, dtype=np.float64)))


def random_network(observation_size: int, actions: int, hidden: tuple[int, ...] = (64,), seed: int = 0,
                   meta: dict[str, Any] | None = None) -> Network:
    """A network with random (He-initialised) weights: for tests and for a run's first iteration."""
    rng = np.random.default_rng(seed)
    sizes = (observation_size, *hidden)

    def layer(n_in: int, n_out: int) -> tuple[np.ndarray, np.ndarray]:
        weight = rng.normal(0.0, np.sqrt(2.0 / n_in), size=(n_out, n_in)).astype(np.float32)
        return weight, np.zeros(n_out, dtype=np.float32)

    trunk = tuple(layer(a, b) for a, b in zip(sizes, sizes[1:], strict=False))
    return Network(trunk, layer(sizes[-1], actions), layer(sizes[-1], 1), dict(meta or {}))


def _f32(array: Any) -> np.ndarray:
    return np.ascontiguousarray(array, dtype=np.float32)
