#include "units/registry.hpp"

namespace units {

// acceleration: base unit and a few common ones
void register_acceleration(Registry& r) {
    r.add("acceleration", "acceleration_base", 1.0, 0.0);
    r.add("acceleration", "acceleration_kilo", 1000.0, 0.0);
    r.add("acceleration", "acceleration_milli", 0.001, 0.0);
}

} // namespace units
