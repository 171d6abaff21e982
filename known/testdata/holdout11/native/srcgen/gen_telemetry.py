#!/usr/bin/env python3
"""Writes src/c-telemetry once: a recursive-make C project with four libraries of near-identical
probe files (some with an unused variable: -Wunused-variable warnings), an app, and one real
mistake in app/export.c (a struct only forward-declared in the header it includes)."""
import os
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "c-telemetry")
libs = {"cpu": 30, "mem": 30, "disk": 30, "net": 30}
def w(p, s):
    p = os.path.join(root, p); os.makedirs(os.path.dirname(p), exist_ok=True); open(p, "w").write(s)
w("Makefile", "SUBDIRS = " + " ".join(f"lib{l}" for l in libs) + " app\n"
  "all:\n\tfor d in $(SUBDIRS); do $(MAKE) -C $$d || exit 1; done\n"
  "clean:\n\tfor d in $(SUBDIRS); do $(MAKE) -C $$d clean; done\n.PHONY: all clean\n")
w("common.mk", "CC = gcc\nCFLAGS = -std=c11 -O2 -Wall -Wextra -I../include\n%.o: %.c\n\t$(CC) $(CFLAGS) -c $< -o $@\n")
w("include/probe.h", "#ifndef PROBE_H\n#define PROBE_H\nstruct sample { const char *name; double value; long ts; };\n"
  "typedef int (*probe_fn)(struct sample *out);\n#endif\n")
w("include/export.h", "#ifndef EXPORT_H\n#define EXPORT_H\n#include <stdio.h>\nstruct export_stats;\n"
  "int export_line(FILE *f, const char *name, double v);\nvoid export_stats_print(const struct export_stats *st);\n#endif\n")
for lib, n in libs.items():
    objs = []
    for i in range(n):
        name = f"{lib}_probe{i:02d}"
        unused = "\tint scratch;\n" if i % 3 == 1 else ""
        w(f"lib{lib}/{name}.c", f'#include "probe.h"\nint {name}(struct sample *out)\n{{\n{unused}'
          f'\tout->name = "{lib}.metric{i:02d}";\n\tout->value = {i}.5;\n\tout->ts = 0;\n\treturn 0;\n}}\n')
        objs.append(f"{name}.o")
    w(f"lib{lib}/Makefile", f"include ../common.mk\nOBJS = {' '.join(objs)}\nlib{lib}.a: $(OBJS)\n\tar rcs $@ $^\n"
      f"clean:\n\trm -f *.o lib{lib}.a\n")
w("app/Makefile", "include ../common.mk\nOBJS = main.o export.o\ntelemetryd: $(OBJS)\n\t$(CC) -o $@ $^ "
  + " ".join(f"../lib{l}/lib{l}.a" for l in libs) + "\nclean:\n\trm -f *.o telemetryd\n")
w("app/main.c", '#include <stdio.h>\n#include "probe.h"\n#include "export.h"\nint cpu_probe00(struct sample *out);\n'
  'int main(void)\n{\n\tstruct sample s;\n\tcpu_probe00(&s);\n\treturn export_line(stdout, s.name, s.value) < 0;\n}\n')
w("app/export.c", '#include <stdio.h>\n#include "export.h"\n\nint export_line(FILE *f, const char *name, double v)\n{\n'
  '\tstruct export_stats st;\n\tint n = fprintf(f, "%s %g\\n", name, v);\n\tif (n > 0)\n\t\tst.lines++;\n\treturn n;\n}\n')
