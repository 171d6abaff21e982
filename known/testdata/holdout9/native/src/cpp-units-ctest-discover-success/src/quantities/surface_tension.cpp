#include "units/registry.hpp"

namespace units {

// surface tension: base unit and a few common ones
void register_surface_tension(Registry& r) {
    r.add("surface_tension", "surface_tension_base", 1.0, 0.0);
    r.add("surface_tension", "surface_tension_kilo", 1000.0, 0.0);
    r.add("surface_tension", "surface_tension_milli", 0.001, 0.0);
}

} // namespace units
