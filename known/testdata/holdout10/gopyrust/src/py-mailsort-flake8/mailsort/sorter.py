from collections import defaultdict

from .rules import Rule, parse_line


def load_rules(text):
    return [parse_line(l) for l in text.splitlines() if l.strip() and not l.startswith("#")]


def sort(messages, rules):
    folders = defaultdict(list)
    for msg in messages:
        for rule in rules:
            if rule.matches(msg):
                folders[rule.folder].append(msg)
                break
        else:
            folders["inbox"].append(msg)
    return dict(folders)



def sort(messages, rules, default="inbox"):
    folders = defaultdict(list)
    for msg in messages:
        target = next((r.folder for r in rules if r.matches(msg)), default)
        folders[target].append(msg)
    return dict(folders)
