#include <gtest/gtest.h>

#include "units/registry.hpp"

namespace {
units::Registry& reg() {
    static units::Registry r = [] { units::Registry x; units::register_all(x); return x; }();
    return r;
}
}  // namespace

TEST(Length, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "length_kilo", "length_base").value(), 2500.0);
}

TEST(Length, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "length_milli", "length_kilo").value(), 5.0, 1e-12);
}

TEST(Mass, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "mass_kilo", "mass_base").value(), 2500.0);
}

TEST(Mass, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "mass_milli", "mass_kilo").value(), 5.0, 1e-12);
}

TEST(Time, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "time_kilo", "time_base").value(), 2500.0);
}

TEST(Time, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "time_milli", "time_kilo").value(), 5.0, 1e-12);
}

TEST(Temperature, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "temperature_kilo", "temperature_base").value(), 2500.0);
}

TEST(Temperature, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "temperature_milli", "temperature_kilo").value(), 5.0, 1e-12);
}

TEST(Pressure, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "pressure_kilo", "pressure_base").value(), 2500.0);
}

TEST(Pressure, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "pressure_milli", "pressure_kilo").value(), 5.0, 1e-12);
}

TEST(Energy, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "energy_kilo", "energy_base").value(), 2500.0);
}

TEST(Energy, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "energy_milli", "energy_kilo").value(), 5.0, 1e-12);
}

TEST(Power, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "power_kilo", "power_base").value(), 2500.0);
}

TEST(Power, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "power_milli", "power_kilo").value(), 5.0, 1e-12);
}

TEST(Speed, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "speed_kilo", "speed_base").value(), 2500.0);
}

TEST(Speed, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "speed_milli", "speed_kilo").value(), 5.0, 1e-12);
}

