#include <gtest/gtest.h>

#include "units/registry.hpp"

namespace {
units::Registry& reg() {
    static units::Registry r = [] { units::Registry x; units::register_all(x); return x; }();
    return r;
}
}  // namespace

TEST(SoundLevel, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "sound_level_kilo", "sound_level_base").value(), 2500.0);
}

TEST(SoundLevel, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "sound_level_milli", "sound_level_kilo").value(), 5.0, 1e-12);
}

TEST(MagneticFlux, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "magnetic_flux_kilo", "magnetic_flux_base").value(), 2500.0);
}

TEST(MagneticFlux, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "magnetic_flux_milli", "magnetic_flux_kilo").value(), 5.0, 1e-12);
}

TEST(MagneticField, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "magnetic_field_kilo", "magnetic_field_base").value(), 2500.0);
}

TEST(MagneticField, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "magnetic_field_milli", "magnetic_field_kilo").value(), 5.0, 1e-12);
}

TEST(Momentum, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "momentum_kilo", "momentum_base").value(), 2500.0);
}

TEST(Momentum, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "momentum_milli", "momentum_kilo").value(), 5.0, 1e-12);
}

TEST(Impulse, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "impulse_kilo", "impulse_base").value(), 2500.0);
}

TEST(Impulse, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "impulse_milli", "impulse_kilo").value(), 5.0, 1e-12);
}

TEST(HeatCapacity, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "heat_capacity_kilo", "heat_capacity_base").value(), 2500.0);
}

TEST(HeatCapacity, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "heat_capacity_milli", "heat_capacity_kilo").value(), 5.0, 1e-12);
}

TEST(ThermalConductivity, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "thermal_conductivity_kilo", "thermal_conductivity_base").value(), 2500.0);
}

TEST(ThermalConductivity, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "thermal_conductivity_milli", "thermal_conductivity_kilo").value(), 5.0, 1e-12);
}

TEST(SpecificEnergy, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "specific_energy_kilo", "specific_energy_base").value(), 2500.0);
}

TEST(SpecificEnergy, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "specific_energy_milli", "specific_energy_kilo").value(), 5.0, 1e-12);
}

