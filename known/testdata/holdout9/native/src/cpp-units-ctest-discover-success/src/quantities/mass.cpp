#include "units/registry.hpp"

namespace units {

// mass: base unit and a few common ones
void register_mass(Registry& r) {
    r.add("mass", "mass_base", 1.0, 0.0);
    r.add("mass", "mass_kilo", 1000.0, 0.0);
    r.add("mass", "mass_milli", 0.001, 0.0);
}

} // namespace units
