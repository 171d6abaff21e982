#include "units/registry.hpp"

namespace units {

// heat capacity: base unit and a few common ones
void register_heat_capacity(Registry& r) {
    r.add("heat_capacity", "heat_capacity_base", 1.0, 0.0);
    r.add("heat_capacity", "heat_capacity_kilo", 1000.0, 0.0);
    r.add("heat_capacity", "heat_capacity_milli", 0.001, 0.0);
}

} // namespace units
