from pathlib import Path
from string import Template

TEMPLATES = Path(__file__).parent / "templates"


def load_template(name: str) -> Template:
    return Template((TEMPLATES / name).read_text(encoding="utf-8"))


def render(tmpl: Template, number: str, customer: str, lines: list[tuple[str, int]]) -> str:
    body = "\n".join(f"  {desc:<30}{cents / 100:>10.2f}" for desc, cents in lines)
    total = sum(c for _, c in lines)
    return tmpl.substitute(number=number, customer=customer, lines=body, total=f"{total / 100:.2f}")
