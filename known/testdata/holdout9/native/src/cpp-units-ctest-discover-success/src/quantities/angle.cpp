#include "units/registry.hpp"

namespace units {

// angle: base unit and a few common ones
void register_angle(Registry& r) {
    r.add("angle", "angle_base", 1.0, 0.0);
    r.add("angle", "angle_kilo", 1000.0, 0.0);
    r.add("angle", "angle_milli", 0.001, 0.0);
}

} // namespace units
