#include "units/registry.hpp"

namespace units {

// thermal conductivity: base unit and a few common ones
void register_thermal_conductivity(Registry& r) {
    r.add("thermal_conductivity", "thermal_conductivity_base", 1.0, 0.0);
    r.add("thermal_conductivity", "thermal_conductivity_kilo", 1000.0, 0.0);
    r.add("thermal_conductivity", "thermal_conductivity_milli", 0.001, 0.0);
}

} // namespace units
