#include "units/registry.hpp"

namespace units {

// area: base unit and a few common ones
void register_area(Registry& r) {
    r.add("area", "area_base", 1.0, 0.0);
    r.add("area", "area_kilo", 1000.0, 0.0);
    r.add("area", "area_milli", 0.001, 0.0);
}

} // namespace units
