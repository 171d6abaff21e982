import os, sys
root = sys.argv[1]
quantities = """length mass time temperature pressure energy power speed acceleration force torque
area volume density flow_rate frequency angle data_size data_rate voltage current resistance
capacitance inductance charge luminance illuminance radiation dose concentration viscosity
fuel_economy sound_level magnetic_flux magnetic_field momentum impulse heat_capacity
thermal_conductivity specific_energy surface_tension""".split()
os.makedirs(f"{root}/src/quantities", exist_ok=True)
os.makedirs(f"{root}/tests", exist_ok=True)
srcs = []
for i, q in enumerate(quantities):
    warn = i % 6 == 0
    unused = i % 6 == 3
    with open(f"{root}/src/quantities/{q}.cpp", "w") as f:
        f.write(f"""#include "units/registry.hpp"

namespace units {{

// {q.replace('_', ' ')}: base unit and a few common ones
void register_{q}(Registry& r) {{
    r.add("{q}", "{q}_base", 1.0, 0.0);
    r.add("{q}", "{q}_kilo", 1000.0, 0.0);
    r.add("{q}", "{q}_milli", 0.001, 0.0);
""")
        if warn:
            f.write(f"""    for (int i = 0; i < r.size(); ++i) {{
        if (r.at(i).factor == 0) r.remove(i);
    }}
""")
        if unused:
            f.write(f"""    int aliases = 0;
""")
        f.write("}\n\n} // namespace units\n")
    srcs.append(f"src/quantities/{q}.cpp")
with open(f"{root}/src/quantities/all.cpp", "w") as f:
    f.write('#include "units/registry.hpp"\n\nnamespace units {\n\n')
    for q in quantities:
        f.write(f"void register_{q}(Registry& r);\n")
    f.write("\nvoid register_all(Registry& r) {\n")
    for q in quantities:
        f.write(f"    register_{q}(r);\n")
    f.write("}\n\n} // namespace units\n")
srcs.append("src/quantities/all.cpp")
with open(f"{root}/sources.cmake", "w") as f:
    f.write("set(UNITS_QUANTITY_SOURCES\n" + "".join(f"  {s}\n" for s in srcs) + ")\n")
# tests: one file per group of quantities
groups = [quantities[i:i + 8] for i in range(0, len(quantities), 8)]
tfiles = []
for g, qs in enumerate(groups):
    name = f"tests/quantities{g + 1}_test.cpp"
    with open(f"{root}/{name}", "w") as f:
        f.write('#include <gtest/gtest.h>\n\n#include "units/registry.hpp"\n\nnamespace {\nunits::Registry& reg() {\n    static units::Registry r = [] { units::Registry x; units::register_all(x); return x; }();\n    return r;\n}\n}  // namespace\n\n')
        for q in qs:
            cls = "".join(p.capitalize() for p in q.split("_"))
            f.write(f"""TEST({cls}, KiloToBase) {{
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "{q}_kilo", "{q}_base").value(), 2500.0);
}}

TEST({cls}, MilliToKilo) {{
    EXPECT_NEAR(reg().convert(5e6, "{q}_milli", "{q}_kilo").value(), 5.0, 1e-12);
}}

""")
    tfiles.append(os.path.basename(name))
with open(f"{root}/tests/sources.cmake", "w") as f:
    f.write("set(UNITS_TEST_SOURCES\n" + "".join(f"  {s}\n" for s in tfiles) + ")\n")
