#!/usr/bin/env python3
"""Wrote src/c-unitconv2 once: 30 linear unit converters (factor, offset) and one test
program each. Run once; the bug in conv_fahrenheit (the offset applied before the factor)
was then made by hand in src/conv_fahrenheit.c, the way a developer would."""
import os
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.join(here, "..", "src", "c-unitconv2")
units = [("inch_mm", 25.4, 0), ("foot_m", 0.3048, 0), ("yard_m", 0.9144, 0), ("mile_km", 1.609344, 0),
         ("nmi_km", 1.852, 0), ("ounce_g", 28.349523125, 0), ("pound_kg", 0.45359237, 0),
         ("stone_kg", 6.35029318, 0), ("gallon_l", 3.785411784, 0), ("quart_l", 0.946352946, 0),
         ("pint_ml", 473.176473, 0), ("cup_ml", 236.5882365, 0), ("floz_ml", 29.5735295625, 0),
         ("acre_m2", 4046.8564224, 0), ("hectare_m2", 10000, 0), ("psi_kpa", 6.894757293168, 0),
         ("bar_kpa", 100, 0), ("atm_kpa", 101.325, 0), ("mmhg_kpa", 0.133322387415, 0),
         ("kcal_kj", 4.184, 0), ("btu_kj", 1.05505585262, 0), ("kwh_mj", 3.6, 0),
         ("hp_kw", 0.745699872, 0), ("knot_kmh", 1.852, 0), ("mph_kmh", 1.609344, 0),
         ("kelvin", 1, -273.15), ("fahrenheit", 5 / 9, -160 / 9), ("rankine", 5 / 9, -273.15),
         ("degree_rad", 0.017453292519943295, 0), ("arcmin_deg", 1 / 60, 0)]
names = [u[0] for u in units]
with open(os.path.join(root, "src", "units.h"), "w") as f:
    f.write("#ifndef UNITS_H\n#define UNITS_H\n/* each converts to the SI (or metric) unit */\n")
    for n in names:
        f.write(f"double conv_{n}(double x);\n")
    f.write("#endif\n")
for n, k, b in units:
    with open(os.path.join(root, "src", f"conv_{n}.c"), "w") as f:
        f.write(f'#include "units.h"\n\ndouble conv_{n}(double x)\n{{\n\treturn x * {k!r} + {b!r};\n}}\n')
    with open(os.path.join(root, "tests", f"t_{n}.c"), "w") as f:
        xs = [0, 1, 2.5, 100]
        f.write('#include <math.h>\n#include <stdio.h>\n#include "units.h"\n\nint main(void)\n{\n\tint fails = 0;\n')
        f.write(f"\tconst double xs[] = {{ {', '.join(map(repr, map(float, xs)))} }};\n")
        f.write(f"\tconst double want[] = {{ {', '.join(repr(x * k + b) for x in xs)} }};\n")
        f.write("\tfor (int i = 0; i < 4; i++) {\n")
        f.write(f"\t\tdouble got = conv_{n}(xs[i]);\n")
        f.write("\t\tint ok = fabs(got - want[i]) < 1e-9 * (1 + fabs(want[i]));\n")
        f.write(f'\t\tprintf("%s conv_{n}(%g) = %.6f (want %.6f)\\n", ok ? "ok  " : "FAIL", xs[i], got, want[i]);\n')
        f.write("\t\tfails += !ok;\n\t}\n\treturn fails != 0;\n}\n")
with open(os.path.join(root, "CMakeLists.txt"), "w") as f:
    f.write("cmake_minimum_required(VERSION 3.16)\nproject(unitconv C)\nset(CMAKE_C_STANDARD 99)\n"
            "add_compile_options(-Wall -Wextra)\n\nadd_library(units STATIC\n")
    for n in names:
        f.write(f"  src/conv_{n}.c\n")
    f.write(")\ntarget_include_directories(units PUBLIC src)\n\nenable_testing()\n"
            f"foreach(u {' '.join(names)})\n"
            "  add_executable(t_${u} tests/t_${u}.c)\n  target_link_libraries(t_${u} PRIVATE units m)\n"
            "  add_test(NAME ${u} COMMAND t_${u})\nendforeach()\n")
