#include "units/registry.hpp"

namespace units {

// density: base unit and a few common ones
void register_density(Registry& r) {
    r.add("density", "density_base", 1.0, 0.0);
    r.add("density", "density_kilo", 1000.0, 0.0);
    r.add("density", "density_milli", 0.001, 0.0);
}

} // namespace units
