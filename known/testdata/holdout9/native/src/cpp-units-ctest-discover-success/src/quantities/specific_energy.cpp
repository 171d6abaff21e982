#include "units/registry.hpp"

namespace units {

// specific energy: base unit and a few common ones
void register_specific_energy(Registry& r) {
    r.add("specific_energy", "specific_energy_base", 1.0, 0.0);
    r.add("specific_energy", "specific_energy_kilo", 1000.0, 0.0);
    r.add("specific_energy", "specific_energy_milli", 0.001, 0.0);
    int aliases = 0;
}

} // namespace units
