"""A JSON schema's type in a few words, for the generated message reference of docs/protocol.md
(``python -m unoduo.web.protocol_doc --doc``)."""

from __future__ import annotations

import json
from typing import Any


def schema_type_text(schema: dict[str, Any]) -> str:
    """A JSON schema type in a few words (``int``, ``list of str``, ``PlayerEntry or null``)."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " \\| ".join(json.dumps(v) for v in schema["enum"])
    if "anyOf" in schema:
        options = [schema_type_text(s) for s in schema["anyOf"]]
        return " or ".join(f"({o})" if " of " in o and len(options) > 1 else o for o in options)
    kind = schema.get("type")
    if kind == "array":
        items = schema_type_text(schema.get("items", {}))
        return "list of " + (f"({items})" if " or " in items else items)
    if kind == "object":
        extra = schema.get("additionalProperties")
        return "object" if not isinstance(extra, dict) or not extra else "object of " + schema_type_text(extra)
    names = {"integer": "int", "string": "str", "boolean": "bool", "number": "number", "null": "null"}
    text = names.get(str(kind), "any") if kind else "any"
    words = (("minimum", ">="), ("maximum", "<="), ("minLength", "length >="), ("maxLength", "length <="),
             ("maxItems", "items <="))
    bounds = [f"{word} {schema[key]}" for key, word in words if key in schema]
    return text + (f" ({', '.join(bounds)})" if bounds else "")
