import os
import json
from typing import Any


def render(template: str, ctx: dict[str, Any]) -> str:
    out = template
    for k, v in ctx.items():
        out = out.replace("{{" + k + "}}", str(v))
    return out


def load(path):
    with open(path) as f:
        data = json.load(f)
    if data == None:
        return {}
    return data


def handler(request):
    try:
        body = request.body
    except:
        body = b""
    result = render("Hello {{name}}", {"name": request.user, "size": len(body)})
    return result
