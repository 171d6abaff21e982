#include <gtest/gtest.h>

#include "units/registry.hpp"

namespace {
units::Registry& reg() {
    static units::Registry r = [] { units::Registry x; units::register_all(x); return x; }();
    return r;
}
}  // namespace

TEST(Acceleration, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "acceleration_kilo", "acceleration_base").value(), 2500.0);
}

TEST(Acceleration, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "acceleration_milli", "acceleration_kilo").value(), 5.0, 1e-12);
}

TEST(Force, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "force_kilo", "force_base").value(), 2500.0);
}

TEST(Force, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "force_milli", "force_kilo").value(), 5.0, 1e-12);
}

TEST(Torque, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "torque_kilo", "torque_base").value(), 2500.0);
}

TEST(Torque, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "torque_milli", "torque_kilo").value(), 5.0, 1e-12);
}

TEST(Area, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "area_kilo", "area_base").value(), 2500.0);
}

TEST(Area, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "area_milli", "area_kilo").value(), 5.0, 1e-12);
}

TEST(Volume, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "volume_kilo", "volume_base").value(), 2500.0);
}

TEST(Volume, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "volume_milli", "volume_kilo").value(), 5.0, 1e-12);
}

TEST(Density, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "density_kilo", "density_base").value(), 2500.0);
}

TEST(Density, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "density_milli", "density_kilo").value(), 5.0, 1e-12);
}

TEST(FlowRate, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "flow_rate_kilo", "flow_rate_base").value(), 2500.0);
}

TEST(FlowRate, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "flow_rate_milli", "flow_rate_kilo").value(), 5.0, 1e-12);
}

TEST(Frequency, KiloToBase) {
    EXPECT_DOUBLE_EQ(reg().convert(2.5, "frequency_kilo", "frequency_base").value(), 2500.0);
}

TEST(Frequency, MilliToKilo) {
    EXPECT_NEAR(reg().convert(5e6, "frequency_milli", "frequency_kilo").value(), 5.0, 1e-12);
}

