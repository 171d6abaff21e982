#include <gtest/gtest.h>

#include "units/registry.hpp"

TEST(Registry, UnknownUnit) {
    units::Registry r;
    units::register_all(r);
    EXPECT_FALSE(r.convert(1, "furlong", "length_base"));
}

TEST(Registry, MismatchedQuantities) {
    units::Registry r;
    units::register_all(r);
    EXPECT_FALSE(r.convert(1, "mass_kilo", "length_base"));
}

TEST(Registry, Offset) {
    units::Registry r;
    r.add("temperature", "kelvin", 1, 0);
    r.add("temperature", "celsius", 1, 273.15);
    EXPECT_NEAR(r.convert(0, "celsius", "kelvin").value(), 273.15, 1e-9);
    EXPECT_NEAR(r.convert(300, "kelvin", "celsius").value(), 26.85, 1e-9);
}
