#include "units/registry.hpp"

namespace units {

// magnetic flux: base unit and a few common ones
void register_magnetic_flux(Registry& r) {
    r.add("magnetic_flux", "magnetic_flux_base", 1.0, 0.0);
    r.add("magnetic_flux", "magnetic_flux_kilo", 1000.0, 0.0);
    r.add("magnetic_flux", "magnetic_flux_milli", 0.001, 0.0);
    int aliases = 0;
}

} // namespace units
