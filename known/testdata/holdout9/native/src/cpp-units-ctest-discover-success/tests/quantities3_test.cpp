#include <gtest/gtest.h>

#include "units/registry.hpp"

namespace {
units::Registry& reg() {
    static units::Registry r = [] { units::Registry x; units::register_all(x); return x; }();
    return r;
}
}  // namespace

TEST(Angle, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "angle_kilo", "angle_base").value(), 2500.0);
}

TEST(Angle, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "angle_milli", "angle_kilo").value(), 5.0, 1e-12);
}

TEST(DataSize, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "data_size_kilo", "data_size_base").value(), 2500.0);
}

TEST(DataSize, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "data_size_milli", "data_size_kilo").value(), 5.0, 1e-12);
}

TEST(DataRate, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "data_rate_kilo", "data_rate_base").value(), 2500.0);
}

TEST(DataRate, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "data_rate_milli", "data_rate_kilo").value(), 5.0, 1e-12);
}

TEST(Voltage, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "voltage_kilo", "voltage_base").value(), 2500.0);
}

TEST(Voltage, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "voltage_milli", "voltage_kilo").value(), 5.0, 1e-12);
}

TEST(Current, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "current_kilo", "current_base").value(), 2500.0);
}

TEST(Current, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "current_milli", "current_kilo").value(), 5.0, 1e-12);
}

TEST(Resistance, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "resistance_kilo", "resistance_base").value(), 2500.0);
}

TEST(Resistance, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "resistance_milli", "resistance_kilo").value(), 5.0, 1e-12);
}

TEST(Capacitance, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "capacitance_kilo", "capacitance_base").value(), 2500.0);
}

TEST(Capacitance, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "capacitance_milli", "capacitance_kilo").value(), 5.0, 1e-12);
}

TEST(Inductance, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "inductance_kilo", "inductance_base").value(), 2500.0);
}

TEST(Inductance, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "inductance_milli", "inductance_kilo").value(), 5.0, 1e-12);
}

