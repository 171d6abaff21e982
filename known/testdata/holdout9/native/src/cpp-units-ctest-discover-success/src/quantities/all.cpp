#include "units/registry.hpp"

namespace units {

void register_length(Registry& r);
void register_mass(Registry& r);
void register_time(Registry& r);
void register_temperature(Registry& r);
void register_pressure(Registry& r);
void register_energy(Registry& r);
void register_power(Registry& r);
void register_speed(Registry& r);
void register_acceleration(Registry& r);
void register_force(Registry& r);
void register_torque(Registry& r);
void register_area(Registry& r);
void register_volume(Registry& r);
void register_density(Registry& r);
void register_flow_rate(Registry& r);
void register_frequency(Registry& r);
void register_angle(Registry& r);
void register_data_size(Registry& r);
void register_data_rate(Registry& r);
void register_voltage(Registry& r);
void register_current(Registry& r);
void register_resistance(Registry& r);
void register_capacitance(Registry& r);
void register_inductance(Registry& r);
void register_charge(Registry& r);
void register_luminance(Registry& r);
void register_illuminance(Registry& r);
void register_radiation(Registry& r);
void register_dose(Registry& r);
void register_concentration(Registry& r);
void register_viscosity(Registry& r);
void register_fuel_economy(Registry& r);
void register_sound_level(Registry& r);
void register_magnetic_flux(Registry& r);
void register_magnetic_field(Registry& r);
void register_momentum(Registry& r);
void register_impulse(Registry& r);
void register_heat_capacity(Registry& r);
void register_thermal_conductivity(Registry& r);
void register_specific_energy(Registry& r);
void register_surface_tension(Registry& r);

void register_all(Registry& r) {
    register_length(r);
    register_mass(r);
    register_time(r);
    register_temperature(r);
    register_pressure(r);
    register_energy(r);
    register_power(r);
    register_speed(r);
    register_acceleration(r);
    register_force(r);
    register_torque(r);
    register_area(r);
    register_volume(r);
    register_density(r);
    register_flow_rate(r);
    register_frequency(r);
    register_angle(r);
    register_data_size(r);
    register_data_rate(r);
    register_voltage(r);
    register_current(r);
    register_resistance(r);
    register_capacitance(r);
    register_inductance(r);
    register_charge(r);
    register_luminance(r);
    register_illuminance(r);
    register_radiation(r);
    register_dose(r);
    register_concentration(r);
    register_viscosity(r);
    register_fuel_economy(r);
    register_sound_level(r);
    register_magnetic_flux(r);
    register_magnetic_field(r);
    register_momentum(r);
    register_impulse(r);
    register_heat_capacity(r);
    register_thermal_conductivity(r);
    register_specific_energy(r);
    register_surface_tension(r);
}

} // namespace units
