#!/usr/bin/env python3
"""Writes build.ninja for kvstore (a tiny ninja generator, like many projects keep)."""
import os, sys

CORE = ["src/store.c", "src/hash.c", "src/util.c", "src/log.c"]
TOOLS = {"kvctl": ["src/kvctl.c"], "kvbench": ["src/kvbench.c", "src/util.c"]}

out = ["ninja_required_version = 1.10", "cflags = -std=c11 -O2 -Wall -Wextra -g", "",
       "rule cc", "  command = cc -MMD -MF $out.d $cflags -c $in -o $out", "  deps = gcc", "  depfile = $out.d",
       "  description = CC $out", "",
       "rule ar", "  command = rm -f $out && ar crs $out $in", "  description = AR $out", "",
       "rule link", "  command = cc -o $out $in", "  description = LINK $out", ""]
objs = []
for src in CORE:
    o = "obj/" + os.path.basename(src)[:-2] + ".o"
    out.append(f"build {o}: cc {src}")
    objs.append(o)
out.append("build libkv.a: ar " + " ".join(objs))
for tool, srcs in TOOLS.items():
    tobjs = []
    for src in srcs:
        o = "obj/" + os.path.basename(src)[:-2] + ".o"
        out.append(f"build {o}: cc {src}")
        tobjs.append(o)
    out.append(f"build {tool}: link " + " ".join(tobjs) + " libkv.a")
out.append("default kvctl kvbench")
open("build.ninja", "w").write("\n".join(out) + "\n")
print(f"configure.py: {len(CORE)} core sources, {len(TOOLS)} tools")
print("configure.py: wrote build.ninja")
