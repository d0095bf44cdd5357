"""The variant lab (``unoduo lab``): what a rule option does to the game, measured on common random numbers.

See :mod:`unoduo.lab.study` for the design and the measures, and docs/lab.md for a study made with it.
"""

from .settings import LabSettings, SkillPair
from .study import LabResult, Metric, run_lab
from .variants import LabSettingsError, Variant, Vary, parse_vary, variants

__all__ = [
    "LabResult", "LabSettings", "LabSettingsError", "Metric", "SkillPair", "Variant", "Vary", "parse_vary",
    "run_lab", "variants",
]
