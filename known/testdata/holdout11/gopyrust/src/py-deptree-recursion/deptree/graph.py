"""Dependency graph helpers."""


def load(path):
    graph = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            name, _, deps = line.partition(":")
            graph[name.strip()] = [d.strip() for d in deps.split(",") if d.strip()]
    return graph


def visit(graph, pkg, seen, order):
    if pkg in seen:
        return
    for dep in graph.get(pkg, []):
        visit(graph, dep, seen, order)
    seen.add(pkg)
    order.append(pkg)


def build_order(graph):
    seen, order = set(), []
    for pkg in sorted(graph):
        visit(graph, pkg, seen, order)
    return order
