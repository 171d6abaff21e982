#include <gtest/gtest.h>

#include "units/registry.hpp"

namespace {
units::Registry& reg() {
    static units::Registry r = [] { units::Registry x; units::register_all(x); return x; }();
    return r;
}
}  // namespace

TEST(Charge, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "charge_kilo", "charge_base").value(), 2500.0);
}

TEST(Charge, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "charge_milli", "charge_kilo").value(), 5.0, 1e-12);
}

TEST(Luminance, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "luminance_kilo", "luminance_base").value(), 2500.0);
}

TEST(Luminance, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "luminance_milli", "luminance_kilo").value(), 5.0, 1e-12);
}

TEST(Illuminance, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "illuminance_kilo", "illuminance_base").value(), 2500.0);
}

TEST(Illuminance, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "illuminance_milli", "illuminance_kilo").value(), 5.0, 1e-12);
}

TEST(Radiation, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "radiation_kilo", "radiation_base").value(), 2500.0);
}

TEST(Radiation, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "radiation_milli", "radiation_kilo").value(), 5.0, 1e-12);
}

TEST(Dose, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "dose_kilo", "dose_base").value(), 2500.0);
}

TEST(Dose, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "dose_milli", "dose_kilo").value(), 5.0, 1e-12);
}

TEST(Concentration, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "concentration_kilo", "concentration_base").value(), 2500.0);
}

TEST(Concentration, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "concentration_milli", "concentration_kilo").value(), 5.0, 1e-12);
}

TEST(Viscosity, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "viscosity_kilo", "viscosity_base").value(), 2500.0);
}

TEST(Viscosity, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "viscosity_milli", "viscosity_kilo").value(), 5.0, 1e-12);
}

TEST(FuelEconomy, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "fuel_economy_kilo", "fuel_economy_base").value(), 2500.0);
}

TEST(FuelEconomy, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "fuel_economy_milli", "fuel_economy_kilo").value(), 5.0, 1e-12);
}

