#!/usr/bin/env python3
"""Render one Kubernetes-style manifest per service from deploy/services.json."""
import json
import os
import sys


def container_spec(svc, defaults):
    return {
        "name": svc["name"],
        "image": svc["image"],
        "ports": [{"containerPort": svc["port"]}],
        "resources": {"limits": {"memory": svc.get("memory", defaults["memory"])}},
    }


def render(svc, defaults):
    return {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": svc["name"], "labels": {"app": svc["name"]}},
        "spec": {
            "replicas": svc.get("replicas", defaults["replicas"]),
            "template": {"spec": {"containers": [container_spec(svc, defaults)]}},
        },
    }


def main(path, outdir):
    with open(path) as f:
        cfg = json.load(f)
    os.makedirs(outdir, exist_ok=True)
    print(f"loaded {len(cfg['services'])} services from {path}")
    for svc in cfg["services"]:
        manifest = render(svc, cfg["defaults"])
        out = os.path.join(outdir, f"{svc['name']}.json")
        with open(out, "w") as f:
            json.dump(manifest, f, indent=2)
        print(f"  wrote {out} (replicas={manifest['spec']['replicas']})")
    print("done")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
