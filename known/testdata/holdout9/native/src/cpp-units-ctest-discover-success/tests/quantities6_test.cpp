#include <gtest/gtest.h>

#include "units/registry.hpp"

namespace {
units::Registry& reg() {
    static units::Registry r = [] { units::Registry x; units::register_all(x); return x; }();
    return r;
}
}  // namespace

TEST(SurfaceTension, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "surface_tension_kilo", "surface_tension_base").value(), 2500.0);
}

TEST(SurfaceTension, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "surface_tension_milli", "surface_tension_kilo").value(), 5.0, 1e-12);
}

