#include "units/registry.hpp"

namespace units {

// energy: base unit and a few common ones
void register_energy(Registry& r) {
    r.add("energy", "energy_base", 1.0, 0.0);
    r.add("energy", "energy_kilo", 1000.0, 0.0);
    r.add("energy", "energy_milli", 0.001, 0.0);
}

} // namespace units
