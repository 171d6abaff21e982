#include "units/registry.hpp"

namespace units {

// viscosity: base unit and a few common ones
void register_viscosity(Registry& r) {
    r.add("viscosity", "viscosity_base", 1.0, 0.0);
    r.add("viscosity", "viscosity_kilo", 1000.0, 0.0);
    r.add("viscosity", "viscosity_milli", 0.001, 0.0);
    for (int i = 0; i < r.size(); ++i) {
        if (r.at(i).factor == 0) r.remove(i);
    }
}

} // namespace units
