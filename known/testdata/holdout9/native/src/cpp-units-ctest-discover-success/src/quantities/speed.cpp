#include "units/registry.hpp"

namespace units {

// speed: base unit and a few common ones
void register_speed(Registry& r) {
    r.add("speed", "speed_base", 1.0, 0.0);
    r.add("speed", "speed_kilo", 1000.0, 0.0);
    r.add("speed", "speed_milli", 0.001, 0.0);
}

} // namespace units
