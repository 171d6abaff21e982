#!/usr/bin/env python3
"""fails when librl.a exports a symbol without the rl_ prefix"""
import subprocess, sys
out = subprocess.run(["nm", "-g", "--defined-only", sys.argv[1]], capture_output=True, text=True).stdout
bad = [l.split()[-1] for l in out.splitlines() if len(l.split()) == 3 and not l.split()[-1].startswith("rl_")]
print("exported:", len(out.splitlines()), "bad:", bad)
sys.exit(1 if bad else 0)
