#!/usr/bin/env python3
"""Wrote src/c-recstats once: a top Makefile over three sub-makes (lib, plugins, tools), each with
many small near-identical C files; two in every three leave a `flags` parameter unused
(-Wextra warns). The two failing files (lib/zring.c, tools/xtally.c) were written by hand."""
import os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "c-recstats")
NAMES = {
    "lib": ["mean", "median", "mode", "range", "var", "stddev", "skew", "kurt", "iqr", "mad",
            "gmean", "hmean", "rms", "cv", "sem", "pct90", "pct99", "trim", "wins", "ewma", "lmom", "entropy", "gini", "theil", "hill", "lorenz"],
    "plugins": ["csv", "tsv", "json", "ndjson", "xml", "yaml", "ini", "toml", "sqlite", "parquet",
                "avro", "orc", "feather", "msgpack", "cbor", "arrow", "hdf5", "netcdf", "fits", "dbf", "sas7bdat"],
    "tools": ["hist", "summary", "quant", "outlier", "corr", "cov", "regress", "smooth", "resample",
              "bin", "rank", "zscore", "minmax", "diff", "cumsum", "lag", "roll", "bucket", "ecdf", "kde", "boot", "jack", "perm", "acf"],
}
SUB = """CC      = gcc
CFLAGS  = -std=c11 -O2 -Wall -Wextra -I../lib/include
SRCS    = $(wildcard *.c)
OBJS    = $(SRCS:.c=.o)

all: $(OBJS)

%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@

clean:
	rm -f *.o
.PHONY: all clean
"""
for d, names in NAMES.items():
    os.makedirs(os.path.join(root, d), exist_ok=True)
    with open(os.path.join(root, d, "Makefile"), "w") as f:
        f.write(SUB)
    for i, n in enumerate(names):
        unused = i % 3 != 2
        use = "" if unused else "\tif (flags & STAT_ABS)\n\t\tacc = -acc;\n"
        body = f"""#include <stdio.h>
#include "stats.h"

/* {d}/{n}: one pass over the samples */
double {d}_{n}(const double *v, int n, int flags)
{{
	double acc = 0;
{use}	for (int i = 0; i < n; i++)
		acc += v[i] * {i + 1}.0;
	return n ? acc / n : 0;
}}
"""
        with open(os.path.join(root, d, f"{n}.c"), "w") as f:
            f.write(body)
